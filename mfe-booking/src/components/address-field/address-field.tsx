import type { SavedPlace } from "@chauffeur/contract";
import { Box, Field, IconButton, Input, Spinner, Text } from "@chauffeur/ui";
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { LuLocateFixed } from "react-icons/lu";
import type { Suggestion } from "./get-suggestions";
import { useSuggestions } from "./use-suggestions";

interface Props {
  label: string;
  name: string;
  icon: ReactNode;
  value: string;
  placeholder: string;
  onChange: (value: string, placeId?: string) => void;
  /** Offers "Use my location": the place at the phone's position fills the field. */
  locatable?: boolean;
  /** A signed-in customer's saved places (home, office), offered first and before anything is typed. */
  saved?: readonly SavedPlace[];
  /**
   * The ids of the field, its list and options are made from it; a generated one by default. Fixed in
   * HTML another React root adopts (the home page's form, docs/decisions/028), where a generated id
   * would differ.
   */
  id?: string;
}

/** The saved places whose label or address has what is typed (all of them while the field is empty). */
export function savedMatches(saved: readonly SavedPlace[], value: string): Suggestion[] {
  const text = value.trim().toLowerCase();
  return saved
    .filter((p) => text === "" || `${p.label} ${p.address}`.toLowerCase().includes(text))
    .filter((p) => p.address.toLowerCase() !== text)
    .map((p) => ({ description: p.address, category: `Saved place · ${p.label}` }));
}

/** A text field with address suggestions, following the ARIA combobox pattern (list autocomplete). */
export function AddressField({
  label,
  name,
  icon,
  value,
  placeholder,
  onChange,
  locatable,
  saved = [],
  id: fixedId,
}: Props) {
  const generated = useId();
  const id = fixedId ?? generated;
  const listId = `${id}-list`;
  const [typing, setTyping] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const box = useRef<HTMLDivElement>(null);
  const found = useSuggestions(value, typing);
  const suggestions = [...savedMatches(saved, value), ...found];
  const expanded = open && suggestions.length > 0;

  useEffect(() => {
    setActive(-1);
    // New suggestions open the list (an empty answer leaves it as it is: saved places may still match).
    if (found.length > 0) setOpen(true);
  }, [found]);

  // An outside click closes the list.
  useEffect(() => {
    if (!expanded) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [expanded]);

  // After "Use my location": the approximate note, or why no place was found.
  const [located, setLocated] = useState<{ note?: string; problem?: string } | null>(null);
  const [locating, setLocating] = useState(false);

  const pick = (s: Suggestion) => {
    setTyping(false);
    setOpen(false);
    onChange(s.description, s.placeId);
  };

  const locate = async () => {
    setLocating(true);
    setLocated(null);
    try {
      const { placeHere } = await import("./place-here");
      const here = await placeHere();
      pick(here);
      setLocated(here.near ? { note: `Approximate: measured from ${here.near}` } : {});
    } catch (error) {
      setLocated({ problem: error instanceof Error ? error.message : String(error) });
    } finally {
      setLocating(false);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "Escape" && expanded) {
      e.preventDefault();
      setOpen(false);
    } else if (e.key === "ArrowDown" && suggestions.length > 0) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % suggestions.length);
    } else if (e.key === "ArrowUp" && expanded) {
      e.preventDefault();
      setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (e.key === "Enter" && expanded && active >= 0) {
      e.preventDefault();
      const chosen = suggestions[active];
      if (chosen) pick(chosen);
    }
  };

  return (
    <Field.Root ref={box} id={fixedId} position="relative" invalid={Boolean(located?.problem)}>
      <Field.Label>
        {icon} {label}
      </Field.Label>
      <Box position="relative" w="full">
        <Input
          name={name}
          value={value}
          placeholder={placeholder}
          pe={locatable ? "10" : undefined}
          autoComplete="off"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${id}-opt-${active}` : undefined}
          onChange={(e) => {
            setTyping(true);
            setOpen(true);
            setActive(-1);
            setLocated(null);
            onChange(e.target.value);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => suggestions.length > 0 && setOpen(true)}
        />
        {locatable && (
          <IconButton
            aria-label="Use my location"
            title="Use my location"
            variant="ghost"
            size="sm"
            position="absolute"
            top="50%"
            transform="translateY(-50%)"
            insetEnd="1"
            loading={locating}
            spinner={<Spinner size="xs" />}
            onClick={() => void locate()}
          >
            <LuLocateFixed />
          </IconButton>
        )}
      </Box>
      {located?.note && <Field.HelperText>{located.note}</Field.HelperText>}
      {located?.problem && <Field.ErrorText>{located.problem}</Field.ErrorText>}
      <Box
        as="ul"
        id={listId}
        role="listbox"
        aria-label={`${label} suggestions`}
        hidden={!expanded}
        position="absolute"
        top="100%"
        insetX="0"
        mt="1"
        zIndex="dropdown"
        bg="bg.panel"
        color="fg"
        borderWidth="1px"
        borderRadius="md"
        shadow="lg"
        py="1"
        maxH="72"
        overflowY="auto"
        listStyleType="none"
      >
        {suggestions.map((s, i) => (
          <Box
            as="li"
            key={`${s.placeId ?? ""}${s.description}`}
            id={`${id}-opt-${i}`}
            role="option"
            aria-selected={i === active}
            px="3"
            py="2"
            cursor="pointer"
            bg={i === active ? "gold.muted" : undefined}
            _hover={{ bg: "gold.subtle" }}
            onPointerDown={(e) => e.preventDefault()}
            onClick={() => pick(s)}
          >
            <Text fontSize="sm">{s.description}</Text>
            {s.category && (
              <Text fontSize="xs" color="fg.muted">
                {s.category}
              </Text>
            )}
            {s.near && (
              <Text fontSize="xs" color="fg.muted">
                Approximate: measured from {s.near}
              </Text>
            )}
          </Box>
        ))}
      </Box>
    </Field.Root>
  );
}
