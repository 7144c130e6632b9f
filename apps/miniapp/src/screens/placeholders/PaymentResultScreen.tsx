// PLACEHOLDER, to be replaced by the real screen: payment result (pending, confirmed, failed; /payment/result).
import { ScreenPlaceholder } from "../../components/ScreenPlaceholder.tsx";

export default function PaymentResultScreen() {
  return <ScreenPlaceholder titleKey="paymentResult.title" />;
}
