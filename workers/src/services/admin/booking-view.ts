import type { AdminBooking } from "@chauffeur/contract";
import { bookings } from "@chauffeur/db";

/** The columns the admin sees, selected once so list and details agree. */
export const bookingColumns = {
  id: bookings.id,
  reference: bookings.reference,
  status: bookings.status,
  assignmentStatus: bookings.assignmentStatus,
  assignedDriverId: bookings.assignedDriverId,
  assignmentNotes: bookings.assignmentNotes,
  respondedAt: bookings.respondedAt,
  firstName: bookings.firstName,
  lastName: bookings.lastName,
  email: bookings.email,
  phone: bookings.phone,
  pickupLocation: bookings.pickupLocation,
  destination: bookings.destination,
  scheduledDate: bookings.scheduledDate,
  scheduledTime: bookings.scheduledTime,
  pickupAt: bookings.pickupAt,
  expectedEndAt: bookings.expectedEndAt,
  vehicleType: bookings.vehicleType,
  serviceType: bookings.serviceType,
  hours: bookings.hours,
  passengerCount: bookings.passengerCount,
  luggageCount: bookings.luggageCount,
  childSeats: bookings.childSeats,
  estimatedPrice: bookings.estimatedPrice,
  flightNumber: bookings.flightNumber,
  distanceMiles: bookings.distanceMiles,
  flightLandingAt: bookings.flightLandingAt,
  flightStatus: bookings.flightStatus,
  specialRequests: bookings.specialRequests,
  createdAt: bookings.createdAt,
  updatedAt: bookings.updatedAt,
};

type Row = { [K in keyof typeof bookingColumns]: (typeof bookingColumns)[K]["_"]["data"] | null };

/** SPEC.md's Booking shape: the customer's fields grouped under customerInfo. */
export function toAdminBooking(row: Row): AdminBooking {
  const { firstName, lastName, email, phone, ...rest } = row;
  return {
    ...(rest as Omit<AdminBooking, "customerInfo">),
    customerInfo: {
      firstName: firstName ?? "",
      lastName: lastName ?? "",
      email: email ?? "",
      phone: phone ?? "",
    },
  };
}
