// The pay-later link: the page that shows an order's payment and resumes it while its hold lasts.
// Its public id is the capability, as for POST /api/v1/payment/{orderId}.

export const payLaterPath = (publicOrderId: string) => `/pay/${encodeURIComponent(publicOrderId)}`;
