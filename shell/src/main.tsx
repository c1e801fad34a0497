/**
 * The shell's entry, asked for once the page has painted (docs/decisions/006). A page of islands
 * (docs/decisions/028: the public pages the Worker rendered with `data-islands`) wakes its islands one
 * by one and loads nothing else; any other page loads and hydrates the whole app.
 */
import { wakeIslands } from "./islands/wake";
import "./fonts.css";

const root = document.getElementById("root");
if (root?.querySelector("[data-islands]")) wakeIslands(root);
else void import("./app-entry");
