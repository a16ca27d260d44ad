-- Issue 18 §1 "Fees never reach the ledger" (hand-written backfill, no schema change).
-- Before this change a purchased car's fee lines were shown in its Total but never booked, so its
-- Car Purchase entries added up to minus its price only. Book, once per car, the difference to minus
-- its Total (0 for a cancelled purchase) as one more Car Purchase entry linked to the car: the same
-- rule payments/car-ledger.ts settles every later change by. The key names every fee line
-- (payments read it as "Fees changed (…)") and makes a second run book nothing.
INSERT INTO ledger_entries (user_id, type, amount, description, bid_id, purchased_car_id, idempotency_key)
SELECT p.user_id, 'car_purchase', t.target - coalesce(b.booked, 0), '', p.bid_id, p.id,
  'backfill:' || p.id || ':fees:auctionFee+agentFee+delivery+freight+otherFees'
FROM purchased_cars p
CROSS JOIN LATERAL (SELECT CASE WHEN p.status = 7 THEN 0
  ELSE -(p.price + p.auction_fee + p.agent_fee + p.delivery_fee + p.freight + p.other_fees) END AS target) t
LEFT JOIN LATERAL (SELECT sum(e.amount) AS booked FROM ledger_entries e
  WHERE e.purchased_car_id = p.id AND e.type = 'car_purchase') b ON TRUE
WHERE t.target <> coalesce(b.booked, 0)
ON CONFLICT (idempotency_key) DO NOTHING;
