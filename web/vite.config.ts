import { fileURLToPath } from "node:url";

import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const functionsEmulator = "http://127.0.0.1:5001";
const apiFunctionPath = "/demo-bookstore/us-central1/api";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./src", import.meta.url)),
      "@shared": fileURLToPath(new URL("../functions/src/shared", import.meta.url)),
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    // `npm run dev` talks to the same emulators; Hosting's rewrites become Vite proxies.
    proxy: {
      "/api": { target: functionsEmulator, rewrite: (path) => `${apiFunctionPath}${path}` },
      "/covers": { target: functionsEmulator, rewrite: (path) => `${apiFunctionPath}${path}` },
    },
  },
  build: {
    target: "es2022",
    sourcemap: true,
  },
});
