/** The build of SweetAlert2 that injects no stylesheet: the same API as the package's default. */
declare module "sweetalert2/dist/sweetalert2.esm.js" {
  import Swal from "sweetalert2";

  export default Swal;
}
