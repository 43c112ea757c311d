// What counts as plain typed text, without zod: shared by the zod helpers in common.ts (every
// server edge) and the browser's own checks (lib/domain/validations/auth-form-checks.ts), which must not
// pull zod into a page's scripts.

/** Control characters (NUL among them) cannot go into a database pattern and are never typed. */
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/*
 * Characters nobody types into a form, refused in every text field: C0 and C1 controls (a
 * multi-line field keeps \n, \r and \t), bidi overrides, isolates and marks (they make a name or a
 * location read differently from what is stored), zero-width spaces and joiners, word joiners and
 * invisible operators, the byte-order mark, interlinear annotations, line and paragraph separators,
 * and lone surrogates (half an emoji, which no keyboard sends). A zero-width joiner stays allowed
 * between two pictographs: it is how family and profession emoji are spelt.
 */
const INVISIBLE = String.raw`\u0080-\u009f\u061c\u200b\u200c\u200e\u200f\u2028\u2029\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\ufff9-\ufffb\p{Cs}`;
const STRAY_JOINER = String.raw`(?<![\p{Extended_Pictographic}\ufe0f\u{1f3fb}-\u{1f3ff}])\u200d|\u200d(?!\p{Extended_Pictographic})`;
const REFUSED_IN_LINE = new RegExp(String.raw`[\u0000-\u001f\u007f${INVISIBLE}]|${STRAY_JOINER}`, "u");
const REFUSED_IN_TEXT = new RegExp(String.raw`[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f${INVISIBLE}]|${STRAY_JOINER}`, "u");

export const LINE_MESSAGE = "Use plain text on one line: no line breaks, control or invisible characters";
export const TEXT_MESSAGE = "Use plain text: no control or invisible characters";

/** True when `text` is one line of plain typed text. */
export const isPlainLine = (text: string) => !REFUSED_IN_LINE.test(text);
/** True when `text` is plain typed text; line breaks and tabs allowed. */
export const isPlainText = (text: string) => !REFUSED_IN_TEXT.test(text);
