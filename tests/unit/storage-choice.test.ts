import { describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/platform/env";
import { chooseStorage } from "@/lib/platform/storage-choice";

const OWN_DATABASE = "mongodb://db.example:27017/scheditix";

describe("where uploads are stored", () => {
  it("keeps them on the local disk in the one-container default (no database of your own)", () => {
    expect(chooseStorage({})).toBe("disk");
    expect(parseEnv({}).storage).toBe("disk");
  });

  it("keeps them on the disk beside the embedded database the launcher started", () => {
    expect(chooseStorage({ MONGODB_URI: "mongodb://127.0.0.1:40123/scheditix", EMBEDDED_DB: "ferretdb" })).toBe("disk");
  });

  it("puts them in GridFS when MONGODB_URI names a database of your own, where instances may be many", () => {
    expect(chooseStorage({ MONGODB_URI: OWN_DATABASE })).toBe("gridfs");
    expect(parseEnv({ MONGODB_URI: OWN_DATABASE }).storage).toBe("gridfs");
  });

  it("does what STORAGE says, whatever the database", () => {
    expect(parseEnv({ STORAGE: "gridfs", MONGODB_URI: "mongodb://127.0.0.1:40123/scheditix", EMBEDDED_DB: "ferretdb" }).storage).toBe("gridfs");
    expect(parseEnv({ STORAGE: "disk", MONGODB_URI: OWN_DATABASE }).storage).toBe("disk");
  });

  it("refuses a STORAGE it does not know, naming the variable", () => {
    expect(() => parseEnv({ STORAGE: "s3" })).toThrow(/STORAGE/);
  });
});
