import {
  AccountContact,
  type AccountProfile,
  SavedPassengerInput,
  SavedPlaceInput,
} from "@chauffeur/contract";
import { Button, Card, Heading, HStack, SimpleGrid, Stack, Text } from "@chauffeur/ui";
import { Form, TextField, useContractForm } from "@chauffeur/ui/form";
import { useQueryClient } from "@tanstack/react-query";
import { LuTrash2 } from "react-icons/lu";
import { profileQuery } from "../../../lib/account/profile";
import { errorText } from "../../../lib/api-client";
import { addPassenger, addPlace, removeCard, removeSaved, updateContact } from "../api/account";

/** After a change: the account's profile as the server answered it. */
function useSetProfile(token: string) {
  const client = useQueryClient();
  return (profile: AccountProfile) => client.setQueryData(profileQuery(token).queryKey, profile);
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card.Root as="section" aria-label={title}>
      <Card.Body gap="3">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button size="xs" variant="ghost" colorPalette="red" aria-label={label} onClick={onClick}>
      <LuTrash2 aria-hidden />
    </Button>
  );
}

export function PassengersSection({ token, profile }: { token: string; profile: AccountProfile }) {
  const set = useSetProfile(token);
  const form = useContractForm(SavedPassengerInput, {
    defaultValues: { firstName: "", lastName: "", email: "", phone: "", signText: "" },
  });
  return (
    <Section title="Saved passengers">
      {profile.passengers.length === 0 && <Text color="fg.muted">No passengers saved yet.</Text>}
      {profile.passengers.map((p) => (
        <HStack key={p.id} justify="space-between" gap="2">
          <Stack gap="0">
            <Text fontWeight="medium">
              {p.firstName} {p.lastName}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {p.email} · {p.phone}
              {p.signText ? ` · sign: “${p.signText}”` : ""}
            </Text>
          </Stack>
          <RemoveButton
            label={`Remove ${p.firstName} ${p.lastName}`}
            onClick={async () => set(await removeSaved(token, "passengers", p.id))}
          />
        </HStack>
      ))}
      <Form
        form={form}
        aria-label="Add a passenger"
        failureText={errorText}
        onValid={async (input) => {
          set(await addPassenger(token, input));
          form.reset();
        }}
      >
        <Stack gap="3">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <TextField name="firstName" label="First name" required />
            <TextField name="lastName" label="Last name" required />
            <TextField name="email" label="E-mail" type="email" required />
            <TextField name="phone" label="Phone" type="tel" required />
          </SimpleGrid>
          <TextField
            name="signText"
            label="Name sign text"
            helper="What the chauffeur's sign shows at pickup."
          />
          <Button type="submit" variant="outline" alignSelf="flex-start">
            Save passenger
          </Button>
        </Stack>
      </Form>
    </Section>
  );
}

export function PlacesSection({ token, profile }: { token: string; profile: AccountProfile }) {
  const set = useSetProfile(token);
  const form = useContractForm(SavedPlaceInput, { defaultValues: { label: "", address: "" } });
  return (
    <Section title="Saved places">
      {profile.places.length === 0 && <Text color="fg.muted">No places saved yet.</Text>}
      {profile.places.map((p) => (
        <HStack key={p.id} justify="space-between" gap="2">
          <Stack gap="0">
            <Text fontWeight="medium">{p.label}</Text>
            <Text fontSize="sm" color="fg.muted">
              {p.address}
            </Text>
          </Stack>
          <RemoveButton
            label={`Remove ${p.label}`}
            onClick={async () => set(await removeSaved(token, "places", p.id))}
          />
        </HStack>
      ))}
      <Form
        form={form}
        aria-label="Add a place"
        failureText={errorText}
        onValid={async (input) => {
          set(await addPlace(token, input));
          form.reset();
        }}
      >
        <Stack gap="3">
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
            <TextField name="label" label="Label" placeholder="Home, Office" required />
            <Stack gridColumn={{ md: "span 2" }}>
              <TextField name="address" label="Address" required />
            </Stack>
          </SimpleGrid>
          <Button type="submit" variant="outline" alignSelf="flex-start">
            Save place
          </Button>
        </Stack>
      </Form>
    </Section>
  );
}

export function CardSection({ token, profile }: { token: string; profile: AccountProfile }) {
  const set = useSetProfile(token);
  return (
    <Section title="Saved card">
      {profile.card ? (
        <Stack gap="2">
          <HStack justify="space-between">
            <Text>
              {profile.card.brand.charAt(0).toUpperCase() + profile.card.brand.slice(1)} ending{" "}
              {profile.card.last4}
            </Text>
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              onClick={async () => set(await removeCard(token))}
            >
              Remove card
            </Button>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            Removed, it is no longer offered when you book; rides already booked on it are still paid with it,
            and it is deleted at our card processor once they are.
          </Text>
        </Stack>
      ) : (
        <Text color="fg.muted">No card saved. The card of your next booking is saved here.</Text>
      )}
    </Section>
  );
}

export function ContactSection({ token, profile }: { token: string; profile: AccountProfile }) {
  const set = useSetProfile(token);
  const form = useContractForm(AccountContact, {
    defaultValues: { firstName: profile.firstName, lastName: profile.lastName, phone: profile.phone },
  });
  return (
    <Section title="Contact details">
      <Text fontSize="sm" color="fg.muted">
        Signed in as {profile.email}
      </Text>
      <Form
        form={form}
        aria-label="Contact details"
        failureText={errorText}
        onValid={async (c) => set(await updateContact(token, c))}
      >
        <Stack gap="3">
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
            <TextField name="firstName" label="First name" />
            <TextField name="lastName" label="Last name" />
            <TextField name="phone" label="Phone" type="tel" />
          </SimpleGrid>
          <Button type="submit" variant="outline" alignSelf="flex-start">
            Save contact details
          </Button>
        </Stack>
      </Form>
    </Section>
  );
}
