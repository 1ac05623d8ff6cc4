import { Spinner } from "@/components/ui/spinner";

export function CartLoading() {
  return <Spinner label="Loading your cart" />;
}
