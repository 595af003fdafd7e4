import type { OrderStatus } from "@/lib/orders/order-status";

/** The one status of a shop's own order, in Arabic (content/messages/en/order-status.ts). */
export const orderStatusWords = {
  awaiting_payment: "بانتظار الدفع الإلكتروني",
  expired: "انتهت مهلته دون دفع",
  placed: "تم الطلب",
  confirmed: "مؤكَّد",
  shipped: "تم الشحن",
  delivered: "تم التسليم والدفع",
  cancelled: "ملغى",
  refused: "رُفض عند الاستلام",
  returned: "مُرتجع",
} as const satisfies Record<OrderStatus, string>;
