import type {
  AccountProfile,
  AccountContact as ContactSchema,
  SavedPassengerInput as PassengerSchema,
  SavedPlaceInput as PlaceSchema,
} from "@chauffeur/contract";
import { accountPassengers, accountPlaces, customerAccounts } from "@chauffeur/db";
import { and, asc, eq } from "drizzle-orm";
import type { z } from "zod";
import { companiesForBooker } from "../companies/bookers";
import { runGuarded } from "../core/batch";
import type { Ctx } from "../core/context";
import { ConflictError, NotFoundError } from "../core/errors";
import { retireCard } from "../money/cards";
import type { MoneyCtx } from "../money/context";
import type { SignedInAccount } from "./sign-in";

type Account = { account: SignedInAccount };
/** Saved passengers and places an account may keep. */
export const SAVED_LIMIT = 50;

/** GET /api/account: contact details, saved card, passengers, places, and the companies it may bill. */
export async function accountProfile({ ctx, input }: { ctx: Ctx; input: Account }): Promise<AccountProfile> {
  const a = input.account;
  const [passengers, places, companies] = await Promise.all([
    ctx.db
      .select()
      .from(accountPassengers)
      .where(eq(accountPassengers.accountId, a.id))
      .orderBy(asc(accountPassengers.createdAt)),
    ctx.db
      .select()
      .from(accountPlaces)
      .where(eq(accountPlaces.accountId, a.id))
      .orderBy(asc(accountPlaces.createdAt)),
    companiesForBooker(ctx.db, a.email),
  ]);
  return {
    email: a.email,
    firstName: a.firstName,
    lastName: a.lastName,
    phone: a.phone,
    card: a.cardLast4 && a.cardBrand ? { brand: a.cardBrand, last4: a.cardLast4 } : null,
    passengers: passengers.map(({ id, firstName, lastName, email, phone, signText }) => ({
      id,
      firstName,
      lastName,
      email,
      phone,
      signText,
    })),
    places: places.map(({ id, label, address }) => ({ id, label, address })),
    companies,
  };
}

/** PATCH /api/account/contact. */
export async function updateContact({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: Account & { contact: z.output<typeof ContactSchema> };
}) {
  const { firstName, lastName, phone } = input.contact;
  await ctx.db
    .update(customerAccounts)
    .set({ firstName, lastName, phone, updatedAt: ctx.now.toISOString() })
    .where(eq(customerAccounts.id, input.account.id));
  return accountProfile({ ctx, input: { account: { ...input.account, firstName, lastName, phone } } });
}

async function countOf(ctx: Ctx, table: typeof accountPassengers | typeof accountPlaces, accountId: string) {
  return (await ctx.db.$count(table, eq(table.accountId, accountId))) as number;
}

/** POST /api/account/passengers: a person the customer books for. */
export async function addPassenger({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: Account & { passenger: z.output<typeof PassengerSchema> };
}) {
  if ((await countOf(ctx, accountPassengers, input.account.id)) >= SAVED_LIMIT) {
    throw new ConflictError(`An account keeps at most ${SAVED_LIMIT} passengers; remove one first`);
  }
  const p = input.passenger;
  await ctx.db.insert(accountPassengers).values({
    id: crypto.randomUUID(),
    accountId: input.account.id,
    firstName: p.firstName,
    lastName: p.lastName,
    phone: p.phone,
    email: p.email,
    signText: p.signText,
    createdAt: ctx.now.toISOString(),
  });
  return accountProfile({ ctx, input });
}

/** POST /api/account/places: an address with its label. */
export async function addPlace({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: Account & { place: z.output<typeof PlaceSchema> };
}) {
  if ((await countOf(ctx, accountPlaces, input.account.id)) >= SAVED_LIMIT) {
    throw new ConflictError(`An account keeps at most ${SAVED_LIMIT} places; remove one first`);
  }
  await ctx.db.insert(accountPlaces).values({
    id: crypto.randomUUID(),
    accountId: input.account.id,
    label: input.place.label,
    address: input.place.address,
    createdAt: ctx.now.toISOString(),
  });
  return accountProfile({ ctx, input });
}

/** DELETE /api/account/passengers/{id} and /places/{id}: only the account's own; another's is 404. */
export async function removeSaved({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: Account & { kind: "passengers" | "places"; id: string };
}) {
  const table = input.kind === "passengers" ? accountPassengers : accountPlaces;
  const gone = await ctx.db
    .delete(table)
    .where(and(eq(table.id, input.id), eq(table.accountId, input.account.id)))
    .returning({ id: table.id });
  if (gone.length === 0) throw new NotFoundError("Not found on your account");
  return accountProfile({ ctx, input });
}

/**
 * DELETE /api/account/card: the saved card is forgotten by the account (nothing new is booked on it).
 * Rides already booked keep the card they were booked with: it is deleted at the processor (detached, never
 * charged again) now when none is left to pay, else once the last of them is paid (money/cards.ts).
 */
export async function removeCard({ ctx, input }: { ctx: MoneyCtx; input: Account }) {
  const a = input.account;
  if (a.cardCustomerRef && a.cardPaymentMethodRef && a.cardProvider === ctx.payments.name) {
    await retireCard(ctx, {
      provider: a.cardProvider,
      customerRef: a.cardCustomerRef,
      paymentMethodRef: a.cardPaymentMethodRef,
    });
  }
  const cleared = {
    cardProvider: null,
    cardCustomerRef: null,
    cardPaymentMethodRef: null,
    cardBrand: null,
    cardLast4: null,
  };
  await ctx.db
    .update(customerAccounts)
    .set({ ...cleared, updatedAt: ctx.now.toISOString() })
    .where(eq(customerAccounts.id, a.id));
  return accountProfile({ ctx, input: { account: { ...a, ...cleared } } });
}

export const RIDES_AHEAD =
  "You have rides ahead: cancel them (or let them happen) before deleting your account, so we can still reach you.";

/**
 * DELETE /api/account: the saved card detached, the account, its passengers, places and sessions erased,
 * and the person's details on past bookings pseudonymised. Ledger, payment and invoice rows stay, as
 * bookkeeping law asks; they name the booking, not the person. Refused while rides are ahead.
 */
export async function deleteAccount({ ctx, input }: { ctx: MoneyCtx; input: Account }) {
  const a = input.account;
  const now = ctx.now.getTime();
  const ahead = await ctx.db.$client
    .prepare(
      `select count(*) as n from bookings where email = ? and status in ('pending', 'confirmed') and expected_end_at > ?`,
    )
    .bind(a.email, now)
    .first<{ n: number }>();
  if ((ahead?.n ?? 0) > 0) throw new ConflictError(RIDES_AHEAD);
  await removeCard({ ctx, input });
  const pseudonym = `deleted-${a.id.slice(0, 8)}@accounts.invalid`;
  const at = ctx.now.toISOString();
  await runGuarded(ctx.db, [
    {
      sql: `update bookings set first_name = 'Deleted', last_name = 'customer', email = ?, phone = '',
          special_requests = null, flight_number = null, updated_at = ?
        where email = ?`,
      params: [pseudonym, at, a.email],
    },
    {
      sql: "update booking_accounts set account_id = null, booker_email = ? where account_id = ?",
      params: [pseudonym, a.id],
    },
    {
      sql: "update outbox set recipient = ?, body = '(erased: the account was deleted)' where recipient = ? and status <> 'queued'",
      params: [pseudonym, a.email],
    },
    {
      sql: "update account_sessions set ended_at = ? where account_id = ? and ended_at is null",
      params: [now, a.id],
    },
    { sql: "delete from account_sign_in_links where email = ?", params: [a.email] },
    { sql: "delete from customer_accounts where id = ?", params: [a.id] },
  ]);
}
