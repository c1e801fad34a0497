import { zodToOpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import * as contract from "@chauffeur/contract";
import type { ZodType } from "zod";

/**
 * The contract's schemas that the document names (`#/components/schemas/<Name>`) instead of repeating
 * them inline. The contract's schemas exist before @hono/zod-openapi extends zod, so they have no
 * `.openapi()`; their names go in zod-to-openapi's registry, keyed by the schema itself, which also names
 * them where they are nested (a BookingPage's items are AdminBookings).
 */
const NAMED: Record<string, ZodType> = {
  ErrorBody: contract.ErrorBody,
  PublicConfig: contract.PublicConfig,
  FleetVehicle: contract.FleetVehicle,
  ServiceItem: contract.ServiceItem,
  ContactMessage: contract.ContactMessage,
  PlacePrediction: contract.PlacePrediction,
  ResolvedPlace: contract.ResolvedPlace,
  PriceBreakdown: contract.PriceBreakdownSchema,
  QuoteRequest: contract.QuoteRequest,
  QuoteResponse: contract.QuoteResponse,
  CustomerInfo: contract.CustomerInfo,
  PaymentInfo: contract.PaymentInfo,
  CreateBooking: contract.CreateBooking,
  BookingReceipt: contract.BookingReceipt,
  PaymentStatus: contract.PaymentStatusResponse,
  CancellationTerms: contract.CancellationTerms,
  CustomerBooking: contract.CustomerBooking,
  AdminSession: contract.AdminSession,
  AdminStats: contract.AdminStats,
  AdminBooking: contract.AdminBooking,
  BookingEvent: contract.BookingEvent,
  BookingDetails: contract.BookingDetails,
  BookingPage: contract.BookingPage,
  BookingActionResult: contract.BookingActionResult,
  MessageResult: contract.MessageResult,
  DriverInfo: contract.DriverInfo,
  Driver: contract.Driver,
  DriverPage: contract.DriverPage,
  RegisterDriver: contract.RegisterDriver,
  DriverRegistered: contract.DriverRegistered,
  ContactMessageItem: contract.ContactMessageItem,
  ContactMessagePage: contract.ContactMessagePage,
  ContactReplyResult: contract.ContactReplyResult,
  QuoteRequestItem: contract.QuoteRequestItem,
  QuoteRequestPage: contract.QuoteRequestPage,
  OutboxItem: contract.OutboxItem,
  OutboxPage: contract.OutboxPage,
  DriverSession: contract.DriverSession,
  DriverBooking: contract.DriverBooking,
  DriverAssignment: contract.DriverAssignment,
  DriverRide: contract.DriverRide,
  RideActionResult: contract.RideActionResult,
};

for (const [refId, schema] of Object.entries(NAMED)) {
  if (!zodToOpenAPIRegistry.has(schema)) zodToOpenAPIRegistry.add(schema, { _internal: { refId } });
}
