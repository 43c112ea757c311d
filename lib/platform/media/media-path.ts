/** The URL path at which the app serves a stored file. */
export const mediaPath = (key: string) => `/media/${key}`;
