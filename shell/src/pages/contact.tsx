import {
  Box,
  Button,
  Container,
  Grid,
  Heading,
  HStack,
  Icon,
  SimpleGrid,
  Stack,
  Static,
  Text,
} from "@chauffeur/ui";
import { LuClock, LuMail, LuMapPin, LuMessageCircle, LuPhone } from "react-icons/lu";
import { PageHeader, SectionTitle } from "../components/page/page-header";
import { usePublicConfig, useSite } from "../config/site-config";
import { contactFaq } from "../content/faq";
import { ContactForm } from "../features/contact/components/contact-form";
import { Island } from "../islands/island";
import { usePageMeta } from "../lib/page-meta";

/** An e-mail address may wrap before its "@", never inside a word. */
function breakableAtSign(value: string) {
  const at = value.indexOf("@");
  if (at <= 0) return value;
  return (
    <>
      {value.slice(0, at)}
      <wbr />
      {value.slice(at)}
    </>
  );
}

export default function ContactPage() {
  usePageMeta(
    "Contact Us",
    "Call, chat or write to our team, available 24/7 for bookings, quotes and questions.",
  );
  const site = useSite();
  const { policy } = usePublicConfig();
  const tiles = [
    {
      icon: LuPhone,
      title: "Phone",
      value: site.phone,
      href: `tel:${site.phoneHref}`,
      note: "Call any time",
    },
    {
      icon: LuMail,
      title: "Email",
      value: site.email,
      href: `mailto:${site.email}`,
      note: "We reply within 24 hours",
    },
    { icon: LuMapPin, title: "Service Area", value: site.serviceArea, note: "Based in Boston" },
    { icon: LuClock, title: "Hours", value: "24/7", note: site.hours },
  ];
  return (
    <>
      <PageHeader eyebrow="We're here around the clock" title="Contact Us">
        Questions, quotes or special requests: reach our team by phone, chat or the form below.
      </PageHeader>
      <Container maxW="7xl" py={{ base: "10", md: "16" }}>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="5" mb="14">
          {tiles.map((t) => (
            <Stack
              key={t.title}
              p="6"
              borderWidth="1px"
              borderRadius="xl"
              bg="bg.panel"
              gap="2"
              align="center"
              textAlign="center"
            >
              <Box
                boxSize="12"
                borderRadius="full"
                bg="ink.900"
                color="gold.300"
                display="grid"
                placeItems="center"
              >
                <Icon as={t.icon} boxSize="5" aria-hidden />
              </Box>
              <Heading as="h2" size="md">
                {t.title}
              </Heading>
              {t.href ? (
                <Box
                  asChild
                  fontWeight="semibold"
                  color="gold.700"
                  wordBreak="keep-all"
                  overflowWrap="normal"
                >
                  <a href={t.href}>{breakableAtSign(t.value)}</a>
                </Box>
              ) : (
                <Text fontWeight="semibold">{t.value}</Text>
              )}
              <Text fontSize="sm" color="fg.muted">
                {t.note}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Grid templateColumns={{ base: "1fr", lg: "2fr 1fr" }} gap="10">
          <Stack gap="4">
            <Heading as="h2" fontFamily="heading" size="2xl">
              Send Us a Message
            </Heading>
            <Island name="contact-form" wake="interaction">
              <ContactForm />
            </Island>
          </Stack>
          <Stack gap="4" bg="ink.900" color="white" p="8" borderRadius="2xl" alignSelf="start">
            <Heading as="h2" fontFamily="heading" size="xl">
              Prefer to Talk?
            </Heading>
            <Text color="whiteAlpha.800">Our dispatch team answers day and night.</Text>
            <HStack wrap="wrap" gap="3">
              <Button asChild colorPalette="gold">
                <a href={`tel:${site.phoneHref}`}>
                  <LuPhone aria-hidden /> Call Now
                </a>
              </Button>
              <Button
                asChild
                variant="outline"
                color="white"
                borderColor="whiteAlpha.500"
                _hover={{ bg: "whiteAlpha.100" }}
              >
                <a href={site.chatUrl} target="_blank" rel="noopener noreferrer">
                  <LuMessageCircle aria-hidden /> Chat With Us
                  <Text as="span" srOnly>
                    (opens in a new tab)
                  </Text>
                </a>
              </Button>
            </HStack>
          </Stack>
        </Grid>
      </Container>
      <Static>
        <Box as="section" bg="bg.subtle" py={{ base: "12", md: "16" }}>
          <Container maxW="4xl">
            <SectionTitle title="Frequently Asked Questions" />
            <Stack gap="4">
              {contactFaq(site.phone, policy).map((f) => (
                <Box key={f.question} bg="bg.panel" p="6" borderRadius="xl" borderWidth="1px">
                  <Heading as="h3" size="md" mb="2">
                    {f.question}
                  </Heading>
                  <Text color="fg.muted">{f.answer}</Text>
                </Box>
              ))}
            </Stack>
          </Container>
        </Box>
      </Static>
    </>
  );
}
