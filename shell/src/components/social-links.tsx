import { HStack, IconButton } from "@chauffeur/ui";
import { FaFacebookF, FaInstagram, FaLinkedinIn, FaXTwitter } from "react-icons/fa6";
import { useSite } from "../config/site-config";

const SOCIAL_LINKS = [
  { label: "Facebook", href: "https://www.facebook.com/", icon: <FaFacebookF /> },
  { label: "Instagram", href: "https://www.instagram.com/", icon: <FaInstagram /> },
  { label: "X", href: "https://x.com/", icon: <FaXTwitter /> },
  { label: "LinkedIn", href: "https://www.linkedin.com/", icon: <FaLinkedinIn /> },
];

/** The company's social profiles as icon buttons, on a dark background (hero and footer). */
export function SocialLinks({ rounded = false }: { rounded?: boolean }) {
  const site = useSite();
  return (
    <HStack gap="2">
      {SOCIAL_LINKS.map((s) => (
        <IconButton
          key={s.label}
          asChild
          size="sm"
          rounded={rounded ? "full" : undefined}
          variant="outline"
          borderColor="whiteAlpha.400"
          color="white"
          _hover={{ bg: "gold.600", borderColor: "gold.600" }}
        >
          <a
            href={s.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${site.name} on ${s.label}`}
          >
            {s.icon}
          </a>
        </IconButton>
      ))}
    </HStack>
  );
}
