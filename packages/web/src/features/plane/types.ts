import type { FileEntry } from '../../app/session-context';

// API shapes of the register rows as the Query calls answer them (server modules plane-model, plane-entity):
// the stored fields in camelCase plus display names joined in by the server.

export interface PlaneModel {
  id: number;
  name: string;
  /** The managing company's id. */
  manager: number;
  managerName?: string | null;
  type: number | null;
  typeName?: string | null;
  brand: number | null;
  brandName?: string | null;
  manufacturer: string | null;
  fuelType: string | null;
  fuelCapacity: number | null;
  seats: number | null;
  emptyWeight: number | null;
  maxTakeoffWeight: number | null;
  maxLandingWeight: number | null;
  cruiseSpeed: number | null;
  flightRange: number | null;
  climbRate: number | null;
  ceiling: number | null;
  takeoffDistance: number | null;
  landingDistance: number | null;
  length: number | null;
  height: number | null;
  width: number | null;
  wingSpan: number | null;
  engType: string | null;
  engModel: string | null;
  engCount: number | null;
  engMaker: string | null;
  proModel: string | null;
  proMaker: string | null;
  remarks: string | null;
}

export interface Plane {
  id: number;
  /** Tail number (nationality registration). */
  name: string;
  model: number;
  modelName?: string | null;
  seri: string | null;
  produceDate: string | null;
  manufactory: string | null;
  manufactoryAddr: string | null;
  airCertificate: string | null;
  airDate: string | null;
  regNum: string | null;
  regDate: string | null;
  radioNum: string | null;
  radioDate: string | null;
  flyWeight: number | null;
  landWeight: number | null;
  engModel: string | null;
  engManufactior: string | null;
  proModel: string | null;
  proManufactior: string | null;
  fuelQuantity: number | null;
  length: number | null;
  height: number | null;
  wingSpan: number | null;
  ownerName: string | null;
  ownerAddr: string | null;
  ownerPost: string | null;
  userName: string | null;
  userAddr: string | null;
  userPost: string | null;
  allFlyHours: number | null;
  pictures: FileEntry[] | null;
}

export interface PlaneType {
  id: number;
  name: string;
  parent: number;
  sorter: number;
  remarks: string | null;
}
