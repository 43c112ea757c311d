"use client";

import { useState } from "react";
import { TextField } from "@/components/ui/field";

/** Which entrance this device scans at ("Gate B"), kept on the device and sent with every sync. */
export function GateNameField({ gate, onChange }: { gate: string; onChange: (name: string) => void }) {
  const [value, setValue] = useState(gate);
  return (
    <TextField
      id="gate-name"
      label="Gate name"
      placeholder="e.g. Gate B"
      maxLength={40}
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onBlur={() => onChange(value)}
    />
  );
}
