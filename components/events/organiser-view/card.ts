/** The frame of each card on the organiser's event view. */
export const card = "rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm";
