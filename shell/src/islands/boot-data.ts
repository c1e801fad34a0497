import { BOOT_DATA_ID, type BootData } from "@chauffeur/contract";

const json = document.getElementById(BOOT_DATA_ID)?.textContent;
if (!json) throw new Error("A page of islands has no boot data");
/** The page's boot data: what every island renders from, as on the server (read when the first wakes). */
export const boot = JSON.parse(json) as BootData;
