// What a receipt link opens when its order is unknown or was never paid (a 404).
export default function ReceiptNotFound() {
  return (
    <div className="mx-auto grid max-w-xl gap-4 px-4 py-10 md:py-16">
      <h1 className="text-3xl font-bold">No receipt here</h1>
      <p>
        This link does not open a receipt: part of it may have been cut off when it was copied, or the order has not been paid. A receipt is made once
        an order is paid; the link to it is in the e-mail with your tickets.
      </p>
    </div>
  );
}
