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
    expect(
      await layeringErrors("models/Probe.ts", 'import { formatMoney } from "@/lib/platform/format";\nexport const probe = formatMoney;\n'),
    ).toHaveLength(1);
    expect(await layeringErrors("models/Probe.ts", 'import { Money } from "@/components/ui/money";\nexport const probe = Money;\n')).toHaveLength(1);
  });

  it("refuses lib importing components", async () => {
    expect(await layeringErrors("lib/probe.ts", 'import { Money } from "@/components/ui/money";\nexport const probe = Money;\n')).toHaveLength(1);
  });

  it("refuses components importing models or app, and lets them import lib", async () => {
    expect(await layeringErrors("components/probe.ts", 'import { Event } from "@/models/Event";\nexport const probe = Event;\n')).toHaveLength(1);
    expect(
      await layeringErrors("components/probe.ts", 'import { formatMoney } from "@/lib/platform/format";\nexport const probe = formatMoney;\n'),
    ).toEqual([]);
  });

  it("keeps lib's kinds apart: platform knows no domain, domain knows no api, jobs or browser code", async () => {
    const domainImport =
      'import { listOrganiserEvents } from "@/lib/domain/events/organiser-event-list";\nexport const probe = listOrganiserEvents;\n';
    const apiImport = 'import { withApi } from "@/lib/api/with-api";\nexport const probe = withApi;\n';
    const browserImport = 'import { callApi } from "@/lib/browser/call-api";\nexport const probe = callApi;\n';
    expect(await layeringErrors("lib/platform/probe.ts", domainImport)).toHaveLength(1);
    expect(await layeringErrors("lib/domain/events/probe.ts", apiImport)).toHaveLength(1);
    expect(await layeringErrors("lib/domain/events/probe.ts", browserImport)).toHaveLength(1);
    expect(await layeringErrors("lib/jobs/probe.ts", browserImport)).toHaveLength(1);
    expect(await layeringErrors("lib/api/probe.ts", domainImport)).toEqual([]);
  });
});
