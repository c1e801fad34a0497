import type { AccountContact, SavedPassengerInput, SavedPlaceInput } from "@chauffeur/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ACCOUNT_KEY } from "../../../lib/account/profile";
import { api } from "../../../lib/api-client";

/** The account's own calls, each with its token (the booking app has no signed-in client of its own). */
export const requestSignIn = (email: string) => api.post("/api/account/sign-in", { body: { email } });
export const openSession = (token: string) => api.post("/api/account/session", { body: { token } });
export const signOut = (token: string) => api.post("/api/account/sign-out", { token });

export const useAccountBookings = (token: string | null) =>
  useQuery(
    queryOptions({
      queryKey: [...ACCOUNT_KEY, "bookings", token],
      queryFn: () => api.get("/api/account/bookings", { token: token ?? "" }),
      enabled: token !== null,
    }),
  );

export const addPassenger = (token: string, body: SavedPassengerInput) =>
  api.post("/api/account/passengers", { token, body });
export const addPlace = (token: string, body: SavedPlaceInput) =>
  api.post("/api/account/places", { token, body });
export const removeSaved = (token: string, kind: "passengers" | "places", id: string) =>
  api.delete("/api/account/{kind}/{id}", { token, path: { kind, id } });
export const removeCard = (token: string) => api.delete("/api/account/card", { token });
export const updateContact = (token: string, body: AccountContact) =>
  api.patch("/api/account/contact", { token, body });
export const deleteAccount = (token: string) => api.delete("/api/account", { token });

/** The receipt PDF, fetched with the account token and handed to the browser as a download. */
export async function downloadReceipt(token: string, reference: string) {
  const res = await fetch(`/api/account/bookings/${encodeURIComponent(reference)}/receipt.pdf`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!res.ok) throw new Error("The receipt could not be downloaded. Please try again.");
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = `receipt-${reference}.pdf`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
