import type { ParsedContactMessage } from "@chauffeur/contract";
import { contactMessages, type Db } from "@chauffeur/db";

/** Keeps a contact message for the team; the admin reads them newest first. */
export async function saveContactMessage({ db, input }: { db: Db; input: ParsedContactMessage }) {
  const id = crypto.randomUUID();
  await db.insert(contactMessages).values({ id, ...input, createdAt: new Date().toISOString() });
  return { id };
}
