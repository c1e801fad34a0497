/** A flight's arrival as a flight status service reports it. */
export interface FlightArrival {
  /** As the service writes it ("DL 123"). */
  number: string;
  /** The service's status word: Expected, EnRoute, Approaching, Arrived, Delayed, Canceled, Diverted... */
  status: string;
  /** IATA code of the arrival airport, when known. */
  airport: string | null;
  /** Epoch ms: the timetable's landing, and the best estimate now (actual, revised, predicted or scheduled). */
  scheduledAt: number;
  expectedAt: number;
}

/**
 * Where flight status comes from. There is no embedded default that could know a flight: without a
 * provider, the job reports it is not configured and the dispatcher enters a landing time by hand.
 */
export interface FlightStatusProvider {
  readonly name: string;
  /** The flight landing on `date` (YYYY-MM-DD, the arrival airport's local date); null when unknown. */
  arrival(flightNumber: string, date: string): Promise<FlightArrival | null>;
}
