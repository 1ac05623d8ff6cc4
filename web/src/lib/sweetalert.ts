/**
 * SweetAlert2 without its style injection. The package's default build (`sweetalert2.all`) writes
 * its CSS into a `<style>` element when it loads, which the Content-Security-Policy refuses (it
 * allows no inline style); this build leaves that out, and its stylesheet comes with this module
 * as a file of its own, loaded with it, with the store's colors for its buttons.
 */
import "sweetalert2/dist/sweetalert2.css";
import "./sweetalert-theme.css";

export { default } from "sweetalert2/dist/sweetalert2.esm.js";
