import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * A customer who signs in by e-mail link (docs/decisions/026). Made the first time a link is used; every
 * booking made with its e-mail is its own, before and after. No password is ever kept.
 */
export const customerAccounts = sqliteTable("customer_accounts", {
  id: text("id").primaryKey(),
  /** Lower-case, as bookings keep it. */
  email: text("email").notNull().unique(),
  firstName: text("first_name").notNull().default(""),
  lastName: text("last_name").notNull().default(""),
  phone: text("phone").notNull().default(""),
  /**
   * The card saved with the processor for the next booking: its customer and payment method there, and how
   * the customer recognises it. Null once removed (detached at the processor).
   */
  cardProvider: text("card_provider"),
  cardCustomerRef: text("card_customer_ref"),
  cardPaymentMethodRef: text("card_payment_method_ref"),
  cardBrand: text("card_brand"),
  cardLast4: text("card_last4"),
  createdAt: text("created_at").notNull(),
  updatedAt: text("updated_at").notNull(),
  lastSignInAt: text("last_sign_in_at"),
});

/** The people a customer books for (a colleague, a parent), with the name the chauffeur's sign shows. */
export const accountPassengers = sqliteTable(
  "account_passengers",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => customerAccounts.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    signText: text("sign_text").notNull().default(""),
    createdAt: text("created_at").notNull(),
  },
  // An account's passengers.
  (t) => [index("account_passengers_account_idx").on(t.accountId)],
);

/** Addresses a customer uses often, each with a label ("Home", "Office"). */
export const accountPlaces = sqliteTable(
  "account_places",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => customerAccounts.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    address: text("address").notNull(),
    createdAt: text("created_at").notNull(),
  },
  // An account's places.
  (t) => [index("account_places_account_idx").on(t.accountId)],
);

/**
 * Who booked a ride from an account, and to whom it is billed: a company on account (then its cost
 * centre and PO number), or nobody (the card). One row per ride, written with the booking.
 */
export const bookingAccounts = sqliteTable(
  "booking_accounts",
  {
    bookingId: text("booking_id").primaryKey(),
    /** The account that booked (a booker books for an employee or a guest); null once it was deleted. */
    accountId: text("account_id"),
    bookerEmail: text("booker_email").notNull(),
    companyId: text("company_id"),
    costCentre: text("cost_centre"),
    poNumber: text("po_number"),
    createdAt: text("created_at").notNull(),
  },
  (t) => [
    // A company's rides on account (the invoice run) and an account's own bookings.
    index("booking_accounts_company_idx").on(t.companyId),
    index("booking_accounts_account_idx").on(t.accountId),
  ],
);

/** Companies that book on account and pay monthly invoices. */
export const companies = sqliteTable(
  "companies",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    billingEmail: text("billing_email").notNull(),
    /** Net days: an invoice is due this many days after it is issued. */
    termsDays: integer("terms_days").notNull().default(30),
    requireCostCentre: integer("require_cost_centre", { mode: "boolean" }).notNull().default(false),
    requirePo: integer("require_po", { mode: "boolean" }).notNull().default(false),
    /** Anyone signed in with an e-mail at this domain may book ("acme.com"); null: only the listed bookers. */
    bookerDomain: text("booker_domain"),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  // The console lists companies by name.
  (t) => [index("companies_name_idx").on(t.name)],
);

/** The e-mails approved to book on a company's account. */
export const companyBookers = sqliteTable(
  "company_bookers",
  {
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.email] }),
    // The companies a signed-in booker may bill.
    index("company_bookers_email_idx").on(t.email),
  ],
);

/**
 * Sign-in links (docs/decisions/026): only the hash of the link's token is kept, with the e-mail it was
 * sent to; a link works once, for 15 minutes. Asked for an address with no bookings it is made all the same.
 */
export const accountSignInLinks = sqliteTable(
  "account_sign_in_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    email: text("email").notNull(),
    createdAt: integer("created_at").notNull(),
    expiresAt: integer("expires_at").notNull(),
    usedAt: integer("used_at"),
  },
  // An address's earlier links, retired by a newer one.
  (t) => [index("account_sign_in_links_email_idx").on(t.email)],
);

/** An account's sessions (30 days each): the account token's hash; ended by signing out or deleting the account. */
export const accountSessions = sqliteTable(
  "account_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    accountId: text("account_id").notNull(),
    createdAt: integer("created_at").notNull(),
    expiresAt: integer("expires_at").notNull(),
    endedAt: integer("ended_at"),
  },
  // Ending every session of an account.
  (t) => [index("account_sessions_account_idx").on(t.accountId)],
);
