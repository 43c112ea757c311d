import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

/** The layering messages ESLint gives a file at `filePath` that holds `code`. */
async function layeringErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === "no-restricted-imports").map((message) => message.message);
}

describe("the layering rule (app → components → lib → models)", { timeout: 60_000 }, () => {
  it("refuses models importing lib, components or app", async () => {
    expect(await layeringErrors("models/Probe.ts", 'import { formatMoney } from "@/lib/format";\nexport const probe = formatMoney;\n')).toHaveLength(
      1,
    );
    expect(await layeringErrors("models/Probe.ts", 'import { Money } from "@/components/ui/money";\nexport const probe = Money;\n')).toHaveLength(1);
  });

  it("refuses lib importing components", async () => {
    expect(await layeringErrors("lib/probe.ts", 'import { Money } from "@/components/ui/money";\nexport const probe = Money;\n')).toHaveLength(1);
  });

  it("refuses components importing models or app, and lets them import lib", async () => {
    expect(await layeringErrors("components/probe.ts", 'import { Event } from "@/models/Event";\nexport const probe = Event;\n')).toHaveLength(1);
    expect(await layeringErrors("components/probe.ts", 'import { formatMoney } from "@/lib/format";\nexport const probe = formatMoney;\n')).toEqual(
      [],
    );
  });
});
