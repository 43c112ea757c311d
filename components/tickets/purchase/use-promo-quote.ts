"use client";

import { useEffect, useRef, useState } from "react";
import { callApi, type FieldMessages } from "@/lib/browser/call-api";
import { toast } from "@/components/ui/use-toast";
import type { PublicTicketType } from "@/lib/domain/ticket-types/serialize-ticket-type";
import type { TicketLine } from "@/components/tickets/purchase/ticket-choice";
import { readQuote, type Quote } from "@/components/tickets/purchase/read-responses";

/** A quote, for the choice (code and tickets) it was asked for. */
type QuotedAmounts = Quote & { key: string };

type PromoQuoteOptions = {
  eventId: string;
  lines: TicketLine[];
  showErrors: (messages: FieldMessages) => void;
  clearErrors: () => void;
  /** The types as the code shows them (an access code can reveal hidden ones). */
  onTypes: (types: PublicTicketType[]) => void;
};

/**
 * A promo or access code: applying it asks the server, which then prices the order (the same
 * computation as the purchase, fees included) whenever the chosen tickets change. Amounts stay in kobo.
 */
export function usePromoQuote({ eventId, lines, showErrors, clearErrors, onTypes }: PromoQuoteOptions) {
  const [appliedCode, setAppliedCode] = useState<string | null>(null);
  const [quote, setQuote] = useState<QuotedAmounts | null>(null);
  const linesKey = JSON.stringify(lines);
  const quoteKey = `${appliedCode}|${linesKey}`;
  const current = appliedCode && quote?.key === quoteKey ? quote : null;
  const quotePath = `/api/v1/events/${encodeURIComponent(eventId)}/quote`;
  // The form makes a new showErrors on every render: read through a ref, it does not re-run the quote.
  const report = useRef(showErrors);
  useEffect(() => {
    report.current = showErrors;
  });

  useEffect(() => {
    if (!appliedCode) return;
    let live = true;
    void callApi(quotePath, { body: { tickets: JSON.parse(linesKey), promoCode: appliedCode } }).then((response) => {
      if (!live) return;
      const priced = response.ok ? readQuote(response.data) : null;
      if (priced) setQuote({ ...priced, key: quoteKey });
      else if (!response.ok)
        report.current({ promoCode: response.fieldMessages.promoCode ?? response.message, tickets: response.fieldMessages.tickets });
    });
    return () => {
      live = false;
    };
  }, [appliedCode, linesKey, quoteKey, quotePath]);

  /** Asks the server about a code and applies it; false (with the reason under the box) when it is refused. */
  async function applyCode(text: string): Promise<boolean> {
    const code = text.trim();
    if (!code) {
      setAppliedCode(null);
      return true;
    }
    const response = await callApi(quotePath, { body: { tickets: [], promoCode: code } });
    if (!response.ok) {
      setAppliedCode(null);
      showErrors({ promoCode: response.fieldMessages.promoCode ?? response.message });
      return false;
    }
    const priced = readQuote(response.data);
    if (priced) onTypes(priced.ticketTypes);
    clearErrors();
    setAppliedCode(code);
    toast.success("Code applied");
    return true;
  }

  return { appliedCode, quote: current, applyCode };
}
