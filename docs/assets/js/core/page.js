// The page's build-time configuration and its interface strings.
//
// hooks/site_hooks.py writes, on a page with widgets, <script id="calc-config"> holding the page's
// language, the wheel's path, the strings of its widgets' games (calculators/**/messages.json),
// which game each widget belongs to and each game's widget data (GameSpec.widget_data()); on
// any other page, its language, its game (or null) and the few strings it shows by itself.

export const config = readConfig();

function readConfig() {
  const element = document.getElementById("calc-config");
  if (!element) return null;
  try {
    return JSON.parse(element.textContent);
  } catch (error) {
    return null;
  }
}

// An interface string in the page's language, "{name}" filled in from `params`.
export function translate(key, params) {
  const strings = (config && config.strings) || {};
  let text = strings[key];
  if (text === undefined || text === "") {
    console.error(`missing string ${key}`);
    text = key;
  }
  for (const [name, value] of Object.entries(params || {})) {
    text = text.split(`{${name}}`).join(String(value));
  }
  return text;
}
