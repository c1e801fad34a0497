import { CustomerStep } from "@chauffeur/contract";
import { Button, Container, Grid, Heading } from "@chauffeur/ui";
import { Form, useContractForm } from "@chauffeur/ui/form";
import { useEffect } from "react";
import { LuArrowLeft, LuArrowRight } from "react-icons/lu";
import { BookingProgress } from "../../../components/booking-progress";
import { BookingSummary } from "../../../components/booking-summary";
import { PickupTimeCheck } from "../../../components/pickup-time-check";
import { StepActions } from "../../../components/step-actions";
import { useProfile } from "../../../lib/account/profile";
import { useAccountSession } from "../../../lib/account/session";
import type { BookingDraft } from "../../../lib/draft/draft-schema";
import { useBookingDraft } from "../../../lib/draft/use-booking-draft";
import { draftPrice } from "../../../lib/draft-price";
import { CustomerForm } from "./customer-form";
import { SavedPassengerPicker } from "./saved-passenger-picker";

const EMPTY = { firstName: "", lastName: "", email: "", phone: "" };

/** What the step's form holds, from the draft. */
const stepValues = (draft: BookingDraft | null): CustomerStep => ({
  ...(draft?.customerInfo ?? EMPTY),
  flightNumber: draft?.flightNumber ?? "",
  specialRequests: draft?.specialRequests ?? "",
});

/**
 * Step 2: who travels, checked by the contract's CustomerStep, the rules POST /api/bookings applies
 * (SPEC.md section 5's words). What is typed goes into the draft as it is typed, so a reload keeps it.
 */
export function CustomerInfoPage() {
  const { draft, update, goTo } = useBookingDraft();
  const form = useContractForm(CustomerStep, { defaultValues: stepValues(draft) });
  const account = useAccountSession();
  const passengers = useProfile(account?.token ?? null).data?.passengers ?? [];
  useEffect(() => {
    document.title = "Passenger details | Booking";
  }, []);
  useEffect(() => {
    const typing = form.watch((v) =>
      update({
        customerInfo: {
          firstName: v.firstName ?? "",
          lastName: v.lastName ?? "",
          email: v.email ?? "",
          phone: v.phone ?? "",
        },
        flightNumber: v.flightNumber ?? "",
        specialRequests: v.specialRequests ?? "",
      }),
    );
    return () => typing.unsubscribe();
  }, [form, update]);
  if (!draft) return null;

  return (
    <Container maxW="6xl" py={{ base: "6", md: "10" }} px={{ base: "4", md: "6" }}>
      <BookingProgress current={2} />
      <PickupTimeCheck draft={draft} />
      <Heading as="h1" size={{ base: "2xl", md: "3xl" }} mb="6" fontFamily="heading">
        Passenger information
      </Heading>
      <Grid templateColumns={{ base: "1fr", lg: "3fr 2fr" }} gap="6" alignItems="start">
        <Form
          form={form}
          aria-label="Passenger information"
          onValid={() =>
            goTo("/booking-payment", { estimatedPrice: draftPrice(draft)?.total ?? draft.estimatedPrice })
          }
        >
          <SavedPassengerPicker
            passengers={passengers}
            onPick={(p) => {
              const opts = { shouldValidate: true, shouldDirty: true };
              form.setValue("firstName", p.firstName, opts);
              form.setValue("lastName", p.lastName, opts);
              form.setValue("email", p.email, opts);
              form.setValue("phone", p.phone, opts);
              if (p.signText && !form.getValues("specialRequests"))
                form.setValue("specialRequests", `Name sign: ${p.signText}`, opts);
            }}
          />
          <CustomerForm draft={draft} onDraft={update} />
          <StepActions
            total={draftPrice(draft)?.total}
            back={
              <Button variant="outline" onClick={() => goTo("/vehicle-selection")}>
                <LuArrowLeft aria-hidden /> Back to Vehicle Selection
              </Button>
            }
            primary={
              <Button type="submit" colorPalette="gold">
                Continue to Payment <LuArrowRight aria-hidden />
              </Button>
            }
          />
        </Form>
        <BookingSummary draft={draft} />
      </Grid>
    </Container>
  );
}
