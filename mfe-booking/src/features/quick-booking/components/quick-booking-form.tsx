import {
  bookableDates,
  checkPickupTime,
  formatTimeLabel,
  formatUsDate,
  MAX_HOURS,
  MIN_HOURS,
  minutesInWords,
  type PickupWindow,
  pickupTimeMessage,
  type QuickBookingFormProps,
  type QuickBookingSearch,
  slotChoices,
  validateQuickBooking,
} from "@chauffeur/contract";
import {
  BookingPolicyProvider,
  Box,
  Button,
  Field,
  Input,
  Link,
  NativeSelect,
  RouterLink,
  SimpleGrid,
  Stack,
  Text,
  useBookingPolicy,
  useNavigate,
  useSearchParams,
} from "@chauffeur/ui";
import {
  type ComponentProps,
  type FormEvent,
  type ReactNode,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from "react";
import { LuCalendar, LuClock, LuFlag, LuHourglass, LuMapPin } from "react-icons/lu";
import { AddressField } from "../../../components/address-field/address-field";
import { SegmentedChoice } from "../../../components/segmented-choice";
import { useSavedPlaces } from "../../../lib/account/saved-places";
import { readStoredSearch, saveBookingSearch } from "../../../lib/draft/search-storage";

const SERVICE_TYPES: { value: QuickBookingSearch["serviceType"]; label: string }[] = [
  { value: "one-way", label: "One Way" },
  { value: "hourly", label: "Hourly" },
];

const HOUR_CHOICES = Array.from({ length: MAX_HOURS - MIN_HOURS + 1 }, (_, i) => MIN_HOURS + i);
const VEHICLES = ["executive-sedan", "luxury-suv"] as const;

/**
 * The form's first values: the search of a booking started in this tab (the customer came back to change
 * it), and the vehicle the fleet page's "Book This Vehicle" carries. A stored time that is no longer
 * bookable is not kept: the customer is told why and picks another.
 */
function initialSearch(
  vehicleParam: string | null,
  now: Date,
  policy: PickupWindow,
): { search: QuickBookingSearch; notice: ReactNode } {
  const stored = readStoredSearch();
  const vehicle = VEHICLES.find((v) => v === vehicleParam) ?? stored.selectedVehicle;
  const search: QuickBookingSearch = {
    ...BLANK,
    ...stored,
    ...(vehicle ? { selectedVehicle: vehicle } : {}),
  };
  if (!search.date || !search.time) return { search, notice: null };
  const problem = checkPickupTime(search.date, search.time, now, slotWindow(policy));
  if (!problem) return { search, notice: null };
  // A day with no bookable time left moves to the first day that has one.
  const { min } = bookableDates(now, policy);
  const date = [search.date, min].sort()[1] ?? min;
  return {
    search: { ...search, time: "", date },
    notice: `Your pickup at ${formatTimeLabel(search.time)} on ${formatUsDate(search.date)} cannot be booked: ${pickupTimeMessage(problem, policy)}. Please choose another time.`,
  };
}

const BLANK: QuickBookingSearch = {
  serviceType: "one-way",
  pickupLocation: "",
  destination: "",
  date: "",
  time: "",
  hours: MIN_HOURS,
};

const noSubscription = () => () => {};
/**
 * False while React adopts HTML rendered elsewhere (the Worker renders the home page's form,
 * docs/decisions/028) and on the server; true for every render in the browser after that, and from the
 * first one when nothing is adopted (the booking page).
 */
function useInBrowser() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** A labelled native select of the form (native: no widget code on the home page). */
function SelectField({
  label,
  name,
  value,
  onChange,
  helper,
  children,
  ...root
}: {
  label: ReactNode;
  name: string;
  id: string;
  value: string;
  onChange: (value: string) => void;
  helper?: string;
  children: ReactNode;
} & Omit<ComponentProps<typeof Field.Root>, "onChange" | "children">) {
  return (
    <Field.Root {...root}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field name={name} value={value} onChange={(e) => onChange(e.target.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
    </Field.Root>
  );
}

/**
 * The times the form offers: those a booking would take, and the sooner ones too when the operator takes
 * short-notice requests as quote requests (the form then sends the customer to one).
 */
const slotWindow = (policy: PickupWindow): PickupWindow =>
  policy.shortNotice === "quote" ? { ...policy, leadTimeMinutes: 0 } : policy;

/**
 * The Quick Booking form, on the home page and on /booking (SPEC.md section 5). On the home page the
 * Worker renders it and the browser adopts that HTML when it is first used (docs/decisions/028): what
 * only the browser knows (this tab's stored search, today's bookable dates) comes after it adopted it,
 * and its fields' ids are fixed.
 */
export default function QuickBookingForm({ policy, ...props }: QuickBookingFormProps) {
  // On the home page the shell hands the policy; inside the booking app its provider holds it.
  const inApp = useBookingPolicy();
  return (
    <BookingPolicyProvider value={policy ?? inApp}>
      <QuickBookingFields {...props} />
    </BookingPolicyProvider>
  );
}

function QuickBookingFields({ variant = "page" }: Omit<QuickBookingFormProps, "policy">) {
  const navigate = useNavigate();
  const policy = useBookingPolicy();
  const [params] = useSearchParams();
  const inBrowser = useInBrowser();
  // Adopting the server's form: its blank search first, this tab's stored one once adopted (below).
  const [first] = useState(() =>
    inBrowser ? initialSearch(params.get("vehicle"), new Date(), policy) : null,
  );
  const [search, setSearch] = useState<QuickBookingSearch>(first?.search ?? BLANK);
  const [error, setError] = useState<ReactNode>(first?.notice ?? null);
  // Once, when the server's form was adopted.
  useEffect(() => {
    if (first) return;
    const later = initialSearch(params.get("vehicle"), new Date(), policy);
    setSearch(later.search);
    setError(later.notice);
  }, []);
  const hourly = search.serviceType === "hourly";
  const savedPlaces = useSavedPlaces();
  // The choices a booking made now would take: before now + 2 hours (Boston) is disabled. The server's
  // form sets no date range: a page kept rendered may be days old.
  const dates = inBrowser ? bookableDates(new Date(), slotWindow(policy)) : undefined;
  const slots = useMemo(
    () => slotChoices(search.date, new Date(), slotWindow(policy)),
    [search.date, policy],
  );

  const update = (patch: Partial<QuickBookingSearch>) => {
    setSearch((s) => {
      const next = { ...s, ...patch };
      // A new day can make the chosen time unbookable (today, before now + 2 hours): it is cleared.
      const choices = slotChoices(next.date, new Date(), slotWindow(policy));
      if (patch.date !== undefined && choices.find((c) => c.value === next.time)?.disabled) next.time = "";
      return next;
    });
    setError(null);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = validateQuickBooking(search, new Date(), policy);
    if (problem) {
      const tooSoon = checkPickupTime(search.date, search.time, new Date(), policy) === "too-soon";
      setError(
        tooSoon && policy.shortNotice === "quote" ? (
          <>
            {problem}.{" "}
            <Link asChild fontWeight="medium">
              <RouterLink to="/quote-request">Request a quote</RouterLink>
            </Link>
          </>
        ) : (
          problem
        ),
      );
      return;
    }
    const data: QuickBookingSearch = {
      ...search,
      pickupLocation: search.pickupLocation.trim(),
      destination: search.destination.trim(),
      hours: hourly ? search.hours : undefined,
    };
    saveBookingSearch(data);
    navigate("/vehicle-selection", { state: data });
  };

  return (
    <Box
      asChild
      bg="bg.panel"
      color="fg"
      p={{ base: "5", md: "7" }}
      borderRadius="2xl"
      shadow={variant === "hero" ? "2xl" : "md"}
      borderTopWidth="4px"
      borderColor="gold.400"
    >
      <form aria-label="Quick Booking" noValidate onSubmit={submit}>
        <Stack gap="5">
          <Stack
            direction={{ base: "column", sm: "row" }}
            justify="space-between"
            align={{ sm: "center" }}
            gap="3"
          >
            <Text as="h2" fontFamily="heading" fontSize="2xl" fontWeight="semibold">
              Quick Booking
            </Text>
            <SegmentedChoice
              label="Service type"
              name="serviceType"
              options={SERVICE_TYPES}
              value={search.serviceType}
              onChange={(serviceType) => update({ serviceType })}
            />
          </Stack>
          <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="4">
            <AddressField
              label="Pickup location"
              name="pickupLocation"
              icon={<LuMapPin aria-hidden />}
              placeholder="Address, city or airport"
              id="quick-booking-pickup"
              value={search.pickupLocation}
              onChange={(pickupLocation, pickupPlaceId) => update({ pickupLocation, pickupPlaceId })}
              locatable
              saved={savedPlaces}
            />
            <AddressField
              label={hourly ? "Drop-off (optional)" : "Destination"}
              name="destination"
              icon={<LuFlag aria-hidden />}
              placeholder={hourly ? "Where the ride ends, if known" : "Address, city or airport"}
              id="quick-booking-destination"
              value={search.destination}
              onChange={(destination, destinationPlaceId) => update({ destination, destinationPlaceId })}
              saved={savedPlaces}
            />
            <Field.Root id="quick-booking-date">
              <Field.Label>
                <LuCalendar aria-hidden /> Date
              </Field.Label>
              <Input
                name="date"
                type="date"
                min={dates?.min}
                max={dates?.max}
                value={search.date}
                onChange={(e) => update({ date: e.target.value })}
              />
              <Field.HelperText aria-live="polite">
                {search.date ? formatUsDate(search.date) : "MM/DD/YYYY"}
              </Field.HelperText>
            </Field.Root>
            <SelectField
              label={
                <>
                  <LuClock aria-hidden /> Time
                </>
              }
              name="time"
              id="quick-booking-time"
              value={search.time}
              onChange={(time) => update({ time })}
              helper={`At least ${minutesInWords(policy.leadTimeMinutes)} ahead, Boston time`}
            >
              <option value="">Select time</option>
              {slots.map((slot) => (
                <option key={slot.value} value={slot.value} disabled={slot.disabled}>
                  {slot.label}
                </option>
              ))}
            </SelectField>
          </SimpleGrid>
          <Box role="alert" minH="6" color="fg.error" fontWeight="medium">
            {error}
          </Box>
          <Stack
            direction={{ base: "column", md: "row" }}
            justify={hourly ? "space-between" : "flex-end"}
            align={{ md: "flex-end" }}
            gap="4"
          >
            {hourly && (
              <SelectField
                label={
                  <>
                    <LuHourglass aria-hidden /> Hours
                  </>
                }
                name="hours"
                id="quick-booking-hours"
                value={String(search.hours ?? MIN_HOURS)}
                onChange={(hours) => update({ hours: Number(hours) })}
                maxW={{ md: "60" }}
              >
                {HOUR_CHOICES.map((h) => (
                  <option key={h} value={h}>
                    {h} hours
                  </option>
                ))}
              </SelectField>
            )}
            <Button type="submit" colorPalette="gold" size="lg" px="10">
              Book Now
            </Button>
          </Stack>
        </Stack>
      </form>
    </Box>
  );
}
