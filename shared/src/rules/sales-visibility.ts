import type { ApprovalAnswer } from '../contract/approval';
import type { PartnerDetail, PartnerRow } from '../contract/partners';
import type { SalesDocumentDetail, SalesDocumentRow, SampleQuotation } from '../contract/sales';
import { canSeeApprovalNetwork, canSeePartnerPrivateData, canSeeSalesAmounts, type SalesActor } from './sales-permissions';

/*
 * What each role reads of sales data (issue 28), applied by the server to every answer with the rules of
 * sales-permissions.ts: design, production and quality read quotations and orders without any amount
 * (null), partners without RFC or e-mail (empty, `privateHidden`), and only the sample's owner and admins
 * read the customer's IP address and browser on an approval answer (empty for the others).
 */

/** A list row of quotations or orders as `viewer` may read it. */
export function salesRowFor<T extends Pick<SalesDocumentRow, 'totalCents'>>(row: T, viewer: SalesActor): T {
  return canSeeSalesAmounts(viewer) ? row : { ...row, totalCents: null };
}

/** A sample's quotation (review screen) as `viewer` may read it. */
export function sampleQuotationFor(row: SampleQuotation, viewer: SalesActor): SampleQuotation {
  return salesRowFor(row, viewer);
}

/** A quotation or order as `viewer` may read it: without prices, tax or totals unless they sell. */
export function salesDetailFor(doc: SalesDocumentDetail, viewer: SalesActor): SalesDocumentDetail {
  if (canSeeSalesAmounts(viewer)) return doc;
  return {
    ...doc,
    lines: doc.lines.map((l) => ({ ...l, unitPriceCents: null, subtotalCents: null, taxCents: null })),
    subtotalCents: null,
    taxCents: null,
    totalCents: null,
    totalMxnCents: null,
  };
}

/** A partners list row as `viewer` may read it. */
export function partnerRowFor(row: PartnerRow, viewer: SalesActor): PartnerRow {
  return canSeePartnerPrivateData(viewer) ? row : { ...row, rfc: '', email: '', privateHidden: true };
}

/** A partner's detail as `viewer` may read it: the partner's and its contacts' RFC and e-mail emptied. */
export function partnerDetailFor(partner: PartnerDetail, viewer: SalesActor): PartnerDetail {
  if (canSeePartnerPrivateData(viewer)) return partner;
  return { ...partner, rfc: '', email: '', contacts: partner.contacts.map((c) => ({ ...c, email: '' })), privateHidden: true };
}

/** An approval answer as `viewer` may read it: the customer's IP address and browser for the owner and admins only. */
export function approvalAnswerFor(answer: ApprovalAnswer, viewer: SalesActor, sample: { ownerId: number }): ApprovalAnswer {
  return canSeeApprovalNetwork(viewer, sample) ? answer : { ...answer, ip: '', userAgent: '' };
}
