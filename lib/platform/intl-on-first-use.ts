/**
 * A formatter made the first time it formats. Building an Intl formatter loads its locale's data:
 * about 17 ms on a phone-class CPU for the first "en-NG" one (profiled on the home page), paid at
 * module load by every page whose scripts include the module, formatting or not.
 */
export function onFirstUse<T>(create: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= create());
}
