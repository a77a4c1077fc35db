// What survives a reload and what travels in a link: a widget's state in localStorage (under
// "tablerules:<key>"; a damaged entry is kept aside, never dropped) and in a share link's
// fragment ("#<widget>=<base64url of the JSON>").

import { translate } from "./page.js";

export const STORAGE_PREFIX = "tablerules:";

let persistAsked = false;

export function makeStore() {
  const fullKey = (key) => `${STORAGE_PREFIX}${key}`;
  return {
    load(key) {
      let raw;
      try {
        raw = localStorage.getItem(fullKey(key));
      } catch (error) {
        return { value: null, problem: translate("core.storage_unavailable") };
      }
      if (raw === null) return { value: null, problem: null };
      try {
        return { value: JSON.parse(raw), problem: null };
      } catch (error) {
        return { value: null, problem: setAside(key, raw), raw };
      }
    },
    setAside(key) {
      let raw = null;
      try {
        raw = localStorage.getItem(fullKey(key));
      } catch (error) {
        return translate("core.storage_unavailable");
      }
      return raw === null ? null : setAside(key, raw);
    },
    save(key, value) {
      if (!persistAsked && navigator.storage && navigator.storage.persist) {
        persistAsked = true;
        navigator.storage.persist().catch(() => {});
      }
      try {
        localStorage.setItem(fullKey(key), JSON.stringify(value));
        return null;
      } catch (error) {
        return translate("core.storage_full");
      }
    },
    remove(key) {
      try {
        localStorage.removeItem(fullKey(key));
      } catch (error) {
        /* nothing stored, nothing to remove */
      }
    },
  };

  function setAside(key, raw) {
    // A damaged entry is kept under another key so nothing entered is lost, and reported.
    const asideKey = `${STORAGE_PREFIX}corrupted:${key}:${new Date().toISOString()}`;
    try {
      localStorage.setItem(asideKey, raw);
      localStorage.removeItem(fullKey(key));
    } catch (error) {
      return translate("core.storage_corrupted");
    }
    return translate("core.storage_corrupted");
  }
}

function encodeState(state) {
  const bytes = new TextEncoder().encode(JSON.stringify(state));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function decodeState(text) {
  const base64 = text.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
}

export function makeShare(widgetName) {
  return {
    link(state) {
      const url = new URL(window.location.href);
      url.hash = `${widgetName}=${encodeState(state)}`;
      return url.href;
    },
    read() {
      const hash = window.location.hash.slice(1);
      const prefix = `${widgetName}=`;
      if (!hash.startsWith(prefix)) return null;
      try {
        const state = decodeState(hash.slice(prefix.length));
        if (state === null || typeof state !== "object" || Array.isArray(state)) throw new Error("not an object");
        return { state };
      } catch (error) {
        return { problem: translate("core.share_broken") };
      }
    },
  };
}

// After a share link has been read, later reloads come back to this browser's own saved state.
export function forgetLink() {
  history.replaceState(null, "", window.location.pathname + window.location.search);
}

// `read(value)`, or null when there is none or it throws (a value that is not a state).
export function readOrNull(read, value) {
  if (value === undefined || value === null) return null;
  try {
    return read(value);
  } catch (error) {
    return null;
  }
}
