import { Button, Container, Grid, Heading } from "@chauffeur/ui";
import { type FormEvent, useEffect, useState } from "react";
import { LuArrowLeft, LuArrowRight } from "react-icons/lu";
import { BookingProgress } from "../../../components/booking-progress";
import { BookingSummary } from "../../../components/booking-summary";
import { StepActions } from "../../../components/step-actions";
import { useBookingDraft } from "../../../lib/draft/use-booking-draft";
import { draftPrice } from "../../../lib/draft-price";
import { type CustomerErrors, type CustomerFields, validateCustomer } from "../lib/customer-rules";
import { CustomerForm } from "./customer-form";

const EMPTY: CustomerFields = { firstName: "", lastName: "", email: "", phone: "" };

/** Step 2: who travels. What is typed goes into the draft as it is typed, so a reload keeps it. */
export function CustomerInfoPage() {
  const { draft, update, goTo } = useBookingDraft();
  const [errors, setErrors] = useState<CustomerErrors>({});
  useEffect(() => {
    document.title = "Passenger details | Booking";
  }, []);
  if (!draft) return null;
  const customer = draft.customerInfo ?? EMPTY;

  const onCustomer = (patch: Partial<CustomerFields>) => {
    update({ customerInfo: { ...customer, ...patch } });
    // An error clears as soon as its field is edited (SPEC.md section 5).
    setErrors((e) => {
      const next = { ...e };
      for (const k of Object.keys(patch) as (keyof CustomerFields)[]) delete next[k];
      return next;
    });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateCustomer(customer);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.querySelector<HTMLInputElement>(`input[name="${first}"]`)?.focus();
      return;
    }
    goTo("/booking-payment", { estimatedPrice: draftPrice(draft)?.total ?? draft.estimatedPrice });
  };

  return (
    <Container maxW="6xl" py={{ base: "6", md: "10" }} px={{ base: "4", md: "6" }}>
      <BookingProgress current={2} />
      <Heading as="h1" size={{ base: "2xl", md: "3xl" }} mb="6" fontFamily="heading">
        Passenger information
      </Heading>
      <Grid templateColumns={{ base: "1fr", lg: "3fr 2fr" }} gap="6" alignItems="start">
        <form noValidate aria-label="Passenger information" onSubmit={submit}>
          <CustomerForm
            draft={draft}
            customer={customer}
            errors={errors}
            onCustomer={onCustomer}
            onDraft={update}
          />
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
        </form>
        <BookingSummary draft={draft} />
      </Grid>
    </Container>
  );
}
