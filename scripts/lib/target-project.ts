/**
 * Points firebase-admin at the store a command works on; call it before firebase-admin is
 * imported, which reads these variables when it initialises. With a project id: that Firebase
 * project through Application Default Credentials (GOOGLE_APPLICATION_CREDENTIALS or
 * `gcloud auth application-default login`), and its default bucket unless another is named.
 * Without one: the local emulators. Returns the store's name for the command's messages.
 */
export function targetProject({ project, bucket }: { project?: string; bucket?: string }): string {
  if (project) {
    process.env.GCLOUD_PROJECT = project;
    process.env.FIREBASE_CONFIG = JSON.stringify({
      projectId: project,
      storageBucket: bucket ?? `${project}.firebasestorage.app`,
    });
    return project;
  }
  process.env.GCLOUD_PROJECT ??= "demo-bookstore";
  process.env.FIRESTORE_EMULATOR_HOST ??= "127.0.0.1:8080";
  // The emulators need no credentials. Without this, google-auth-library probes the Compute
  // Engine metadata server, and a network that answers its address prints a warning into the
  // command's output and stalls it.
  process.env.METADATA_SERVER_DETECTION ??= "none";
  return "the local emulators";
}
