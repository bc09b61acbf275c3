import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { precompress } from "../scripts/vite-precompress";

const webDir = fileURLToPath(new URL(".", import.meta.url));
const api = process.env.API_URL ?? "http://localhost:8787";
// Where each HTML page's nonce goes (worker/lib/csp.ts CSP_NONCE_PLACEHOLDER; the hosts put a fresh one there).
const CSP_NONCE_PLACEHOLDER = "__PL_CSP_NONCE__";

/**
 * sonner inserts its styles as a <style> element when its module loads, which a CSP without 'unsafe-inline' refuses:
 * its insertion is dropped here and its own stylesheet (sonner/dist/styles.css) imported as a built file (main.tsx).
 * A sonner whose code no longer matches fails the build rather than the toasts.
 */
function sonnerStylesAsFile(): Plugin {
  const insert = "function __insertCSS(code) {";
  return {
    name: "sonner-styles-as-file",
    enforce: "pre",
    transform(code, id) {
      if (!/[\\/]sonner[\\/]dist[\\/]index\.m?js$/.test(id)) return null;
      if (!code.includes(insert)) throw new Error(`sonner: « ${insert} » introuvable (${id})`);
      return code.replace(insert, `${insert}\n  return;`);
    },
  };
}

export default defineConfig({
  root: webDir,
  plugins: [react(), tailwindcss(), sonnerStylesAsFile(), precompress()],
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./src", import.meta.url)),
      "@worker": fileURLToPath(new URL("../worker", import.meta.url)),
    },
  },
  build: {
    outDir: fileURLToPath(new URL("./dist", import.meta.url)),
    emptyOutDir: true,
  },
  server: {
    proxy: {
      "/api": { target: api, changeOrigin: true },
      "/files": { target: api, changeOrigin: true },
    },
  },
});
