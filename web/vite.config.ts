import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

const webDir = fileURLToPath(new URL(".", import.meta.url));
const api = process.env.API_URL ?? "http://localhost:8787";

export default defineConfig({
  root: webDir,
  plugins: [react(), tailwindcss()],
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
