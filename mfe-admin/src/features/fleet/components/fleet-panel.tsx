import type {
  AdminCatalog,
  AdminFleetVehicle,
  AdminLeader,
  AdminService,
  ImageVariant,
} from "@chauffeur/contract";
import {
  Alert,
  Button,
  Card,
  Field,
  Heading,
  HStack,
  Input,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
} from "@chauffeur/ui";
import { Switch } from "@chauffeur/ui/widgets";
import { type ReactNode, useState } from "react";
import { errorText } from "../../../lib/api-client";
import { useAdminAction } from "../../../lib/use-admin-action";
import { useAdminCatalog } from "../api/get-catalog";
import { saveLeader, saveService, saveVehicle } from "../api/save-catalog";
import { PhotoField } from "./photo-field";

type Setter<T> = <K extends keyof T>(key: K, value: T[K]) => void;

function useDraft<T>(initial: T): [T, Setter<T>, (patch: Partial<T>) => void] {
  const [draft, setDraft] = useState(initial);
  return [
    draft,
    (key, value) => setDraft((d) => ({ ...d, [key]: value })),
    (patch) => setDraft((d) => ({ ...d, ...patch })),
  ];
}

function TextInput({
  label,
  value,
  onChange,
  type = "text",
  width,
}: {
  label: string;
  value: string | number;
  onChange: (v: string) => void;
  type?: string;
  width?: string;
}) {
  return (
    <Field.Root width={width}>
      <Field.Label textStyle="xs">{label}</Field.Label>
      <Input size="sm" type={type} value={value} onChange={(e) => onChange(e.currentTarget.value)} />
    </Field.Root>
  );
}

function ShownSwitch({ checked, onChange }: { checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <Switch.Root size="sm" checked={checked} onCheckedChange={(e) => onChange(e.checked)}>
      <Switch.HiddenInput />
      <Switch.Control />
      <Switch.Label>Shown on the site</Switch.Label>
    </Switch.Root>
  );
}

function SaveRow({ busy, onSave, children }: { busy: boolean; onSave: () => void; children?: ReactNode }) {
  return (
    <HStack justify="space-between" flexWrap="wrap" gap="3">
      {children}
      <Button size="sm" colorPalette="blue" loading={busy} onClick={onSave}>
        Save
      </Button>
    </HStack>
  );
}

const picture = (v: { imageUrl: string; images?: ImageVariant[] | undefined }) => ({
  imageUrl: v.imageUrl,
  images: v.images ?? null,
});

function VehicleCard({ vehicle, onChanged }: { vehicle: AdminFleetVehicle; onChanged: () => void }) {
  const [d, set, patch] = useDraft({
    make: vehicle.make,
    model: vehicle.model,
    year: vehicle.year,
    capacity: vehicle.capacity,
    luggage: vehicle.luggage,
    features: vehicle.features.join(", "),
    description: vehicle.description,
    sortOrder: vehicle.sortOrder,
    active: vehicle.active,
    ...picture(vehicle),
  });
  const save = useAdminAction({
    action: async () => {
      const features = d.features
        .split(",")
        .map((f) => f.trim())
        .filter(Boolean);
      await saveVehicle(vehicle.type, { ...d, features });
      return { message: `${d.make} ${d.model} saved; the fleet page shows it now` };
    },
    errorTitle: "Could not save the vehicle",
    onDone: onChanged,
  });
  const num = (v: string) => Number(v) || 0;
  return (
    <Card.Root size="sm" data-testid={`fleet-${vehicle.type}`}>
      <Card.Header>
        <Heading as="h3" size="md">
          {vehicle.make} {vehicle.model}{" "}
          <Text as="span" color="fg.muted" textStyle="sm">
            ({vehicle.type})
          </Text>
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <PhotoField
            label={`${d.make} ${d.model}`}
            name={`fleet/${vehicle.type}`}
            imageUrl={d.imageUrl}
            images={d.images}
            onUploaded={patch}
          />
          <SimpleGrid columns={{ base: 2, md: 3 }} gap="3">
            <TextInput label="Make" value={d.make} onChange={(v) => set("make", v)} />
            <TextInput label="Model" value={d.model} onChange={(v) => set("model", v)} />
            <TextInput label="Year" type="number" value={d.year} onChange={(v) => set("year", num(v))} />
            <TextInput
              label="Passengers"
              type="number"
              value={d.capacity}
              onChange={(v) => set("capacity", num(v))}
            />
            <TextInput
              label="Bags"
              type="number"
              value={d.luggage}
              onChange={(v) => set("luggage", num(v))}
            />
            <TextInput
              label="Order"
              type="number"
              value={d.sortOrder}
              onChange={(v) => set("sortOrder", num(v))}
            />
          </SimpleGrid>
          <TextInput
            label="Features (comma-separated)"
            value={d.features}
            onChange={(v) => set("features", v)}
          />
          <Field.Root>
            <Field.Label textStyle="xs">Description</Field.Label>
            <Textarea
              size="sm"
              rows={2}
              value={d.description}
              onChange={(e) => set("description", e.currentTarget.value)}
            />
          </Field.Root>
          <SaveRow busy={save.busy} onSave={() => save.run(undefined)}>
            <ShownSwitch checked={d.active} onChange={(v) => set("active", v)} />
          </SaveRow>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function ServiceCard({ service, onChanged }: { service: AdminService; onChanged: () => void }) {
  const [d, set] = useDraft({
    name: service.name,
    description: service.description,
    sortOrder: service.sortOrder,
    active: service.active,
  });
  const save = useAdminAction({
    action: async () => {
      await saveService(service.serviceId, d);
      return { message: `${d.name} saved` };
    },
    errorTitle: "Could not save the service",
    onDone: onChanged,
  });
  return (
    <Card.Root size="sm" data-testid={`service-${service.serviceId}`}>
      <Card.Body>
        <Stack gap="3">
          <HStack gap="3" align="end">
            <TextInput label="Service" value={d.name} onChange={(v) => set("name", v)} />
            <TextInput
              label="Order"
              type="number"
              width="5rem"
              value={d.sortOrder}
              onChange={(v) => set("sortOrder", Number(v) || 0)}
            />
          </HStack>
          <Field.Root>
            <Field.Label textStyle="xs">Description</Field.Label>
            <Textarea
              size="sm"
              rows={2}
              value={d.description}
              onChange={(e) => set("description", e.currentTarget.value)}
            />
          </Field.Root>
          <SaveRow busy={save.busy} onSave={() => save.run(undefined)}>
            <ShownSwitch checked={d.active} onChange={(v) => set("active", v)} />
          </SaveRow>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function LeaderCard({ leader, onChanged }: { leader: AdminLeader; onChanged: () => void }) {
  const [d, set, patch] = useDraft({
    name: leader.name,
    role: leader.role,
    bio: leader.bio,
    sortOrder: leader.sortOrder,
    active: leader.active,
    ...picture(leader),
  });
  const save = useAdminAction({
    action: async () => {
      await saveLeader(leader.id, d);
      return { message: `${d.name}'s profile saved` };
    },
    errorTitle: "Could not save the profile",
    onDone: onChanged,
  });
  return (
    <Card.Root size="sm" data-testid={`leader-${leader.id}`}>
      <Card.Body>
        <Stack gap="3">
          <PhotoField
            label={d.name}
            name={`team/${leader.id}`}
            imageUrl={d.imageUrl}
            images={d.images}
            onUploaded={patch}
          />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <TextInput label="Name" value={d.name} onChange={(v) => set("name", v)} />
            <TextInput label="Role" value={d.role} onChange={(v) => set("role", v)} />
          </SimpleGrid>
          <Field.Root>
            <Field.Label textStyle="xs">Biography</Field.Label>
            <Textarea size="sm" rows={3} value={d.bio} onChange={(e) => set("bio", e.currentTarget.value)} />
          </Field.Root>
          <SaveRow busy={save.busy} onSave={() => save.run(undefined)}>
            <ShownSwitch checked={d.active} onChange={(v) => set("active", v)} />
          </SaveRow>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function Lists({ catalog, onChanged }: { catalog: AdminCatalog; onChanged: () => void }) {
  return (
    <Stack gap="8" data-testid="fleet-panel">
      <Stack gap="3">
        <Heading as="h2" size="lg">
          Fleet
        </Heading>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
          {catalog.fleet.map((v) => (
            <VehicleCard key={v.id} vehicle={v} onChanged={onChanged} />
          ))}
        </SimpleGrid>
      </Stack>
      <Stack gap="3">
        <Heading as="h2" size="lg">
          Services
        </Heading>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
          {catalog.services.map((s) => (
            <ServiceCard key={s.serviceId} service={s} onChanged={onChanged} />
          ))}
        </SimpleGrid>
      </Stack>
      <Stack gap="3">
        <Heading as="h2" size="lg">
          Leadership (about page)
        </Heading>
        <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4">
          {catalog.leaders.map((l) => (
            <LeaderCard key={l.id} leader={l} onChanged={onChanged} />
          ))}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}

/** The fleet, services and leadership as the public pages show them, each edited and saved on its own. */
export function FleetPanel({ onChanged }: { onChanged: () => void }) {
  const catalog = useAdminCatalog();
  if (catalog.error) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{errorText(catalog.error)}</Alert.Title>
      </Alert.Root>
    );
  }
  if (!catalog.data) return <Skeleton height="20rem" />;
  return <Lists catalog={catalog.data} onChanged={onChanged} />;
}
