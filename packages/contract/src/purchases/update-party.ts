import { z } from 'zod';
import { MSG } from '../errors.js';
import { plainText } from '../primitives.js';

// PUT /purchased-cars/{id}/consignee and PUT /purchased-cars/{id}/notify-party: the owner (or a
// manager) fills who receives the car and who is told of its arrival, while the car has not
// shipped (status below 4 In transit); afterwards 409 purchase_shipped. A dealer reads their
// clients' cars but changes only their own (403). Blank fields are allowed (a form saved in
// parts); an e-mail, when given, must be one. Each changed field is logged.
export const updatePartyBody = z.object({
  fullName: plainText(120),
  address: plainText(300),
  country: plainText(80),
  port: plainText(120),
  email: plainText(160).refine((v) => v === '' || z.email().safeParse(v).success, { error: MSG.email }),
  telephone: plainText(40).refine((v) => v === '' || /^[+\d][\d ()-]{4,39}$/.test(v), { error: MSG.phone }),
  documentList: plainText(500),
});
export type UpdatePartyBody = z.infer<typeof updatePartyBody>;
