import type { AdminCatalog, AdminFleetVehicle, AdminLeader, AdminService } from "@chauffeur/contract";
import { Heading, HStack, SimpleGrid, Stack, Text } from "@chauffeur/ui";
import { QueryPanel } from "../../../components/query-panel";
import { useAdminAction } from "../../../lib/use-admin-action";
import { useAdminCatalog } from "../api/get-catalog";
import { saveLeader, saveService, saveVehicle } from "../api/save-catalog";
import { EditCard, LongText, picture, TextInput, useDraft } from "./edit-card";
import { PhotoField } from "./photo-field";

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
    <EditCard
      testId={`fleet-${vehicle.type}`}
      header={
        <Heading as="h3" size="md">
          {vehicle.make} {vehicle.model}{" "}
          <Text as="span" color="fg.muted" textStyle="sm">
            ({vehicle.type})
          </Text>
        </Heading>
      }
      active={d.active}
      onActive={(v) => set("active", v)}
      busy={save.busy}
      onSave={() => save.run(undefined)}
    >
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
        <TextInput label="Bags" type="number" value={d.luggage} onChange={(v) => set("luggage", num(v))} />
        <TextInput
          label="Order"
          type="number"
          value={d.sortOrder}
          onChange={(v) => set("sortOrder", num(v))}
        />
      </SimpleGrid>
      <TextInput label="Features (comma-separated)" value={d.features} onChange={(v) => set("features", v)} />
      <LongText label="Description" rows={2} value={d.description} onChange={(v) => set("description", v)} />
    </EditCard>
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
    <EditCard
      testId={`service-${service.serviceId}`}
      active={d.active}
      onActive={(v) => set("active", v)}
      busy={save.busy}
      onSave={() => save.run(undefined)}
    >
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
      <LongText label="Description" rows={2} value={d.description} onChange={(v) => set("description", v)} />
    </EditCard>
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
    <EditCard
      testId={`leader-${leader.id}`}
      active={d.active}
      onActive={(v) => set("active", v)}
      busy={save.busy}
      onSave={() => save.run(undefined)}
    >
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
      <LongText label="Biography" rows={3} value={d.bio} onChange={(v) => set("bio", v)} />
    </EditCard>
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
  return (
    <QueryPanel query={useAdminCatalog()} height="20rem">
      {(catalog) => <Lists catalog={catalog} onChanged={onChanged} />}
    </QueryPanel>
  );
}
