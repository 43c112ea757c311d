/** The ways a message reaches a person. */
export const CHANNELS = ["email", "sms", "whatsapp"] as const;

/**
 * What a message is: the organiser's own news, an automatic reminder, a waitlist offer, a ticket
 * someone passed on. It picks the approved WhatsApp template and whether SMS goes by the DND
 * (transactional) route.
 */
export const MESSAGE_KINDS = ["organiser", "reminder", "offer", "ticket"] as const;
