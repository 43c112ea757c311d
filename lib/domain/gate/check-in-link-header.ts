/** The header a check-in link's page sends its token in (never in a URL the logs keep). */
export const CHECK_IN_LINK_HEADER = "x-check-in-link";
