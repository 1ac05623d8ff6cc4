import { Spinner } from "@/components/ui/spinner";

export function ListLoading({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-12">
      <Spinner label={label} />
    </div>
  );
}

export function ListFailed({ message }: { message: string }) {
  return (
    <p role="alert" className="px-4 py-6 text-red-800">
      {message}
    </p>
  );
}
