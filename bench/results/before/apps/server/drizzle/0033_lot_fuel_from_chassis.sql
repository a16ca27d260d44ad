-- Lots whose fuel nobody gave (the demo's lots before issue 21 §1, provider lots without a `time`
-- mark before the feed stored the chassis fallback) take it from a known hybrid or electric
-- chassis code of their maker (modules/export-rules/hybrid-chassis.ts, the same list and the same
-- matching: maker names without punctuation, the code before the serial, a body letter dropped).
-- The listing's "exportable" filter then reads one column, as the lot's export check does.
CREATE TEMPORARY TABLE chassis_fuel (maker_key text, code text, fuel text);--> statement-breakpoint
INSERT INTO chassis_fuel (maker_key, code, fuel) VALUES
  ('TOYOTA', 'NHW10', 'hybrid'), ('TOYOTA', 'NHW20', 'hybrid'), ('TOYOTA', 'ZVW30', 'hybrid'), ('TOYOTA', 'ZVW35', 'plugin_hybrid'), ('TOYOTA', 'ZVW40', 'hybrid'), ('TOYOTA', 'ZVW41', 'hybrid'),
  ('TOYOTA', 'ZVW50', 'hybrid'), ('TOYOTA', 'ZVW51', 'hybrid'), ('TOYOTA', 'ZVW55', 'hybrid'), ('TOYOTA', 'ZVW52', 'plugin_hybrid'), ('TOYOTA', 'NHP10', 'hybrid'), ('TOYOTA', 'MXPK10', 'hybrid'),
  ('TOYOTA', 'MXPK11', 'hybrid'), ('TOYOTA', 'MXPK15', 'hybrid'), ('TOYOTA', 'MXPK16', 'hybrid'), ('TOYOTA', 'MXPJ10', 'hybrid'), ('TOYOTA', 'MXPJ15', 'hybrid'), ('TOYOTA', 'MXPH10', 'hybrid'),
  ('TOYOTA', 'MXPH15', 'hybrid'), ('TOYOTA', 'NKE165', 'hybrid'), ('TOYOTA', 'NHP170', 'hybrid'), ('TOYOTA', 'ZWE211', 'hybrid'), ('TOYOTA', 'ZWR80', 'hybrid'), ('TOYOTA', 'ZYX10', 'hybrid'),
  ('TOYOTA', 'ZYX11', 'hybrid'), ('TOYOTA', 'ATH10', 'hybrid'), ('TOYOTA', 'ATH20', 'hybrid'), ('TOYOTA', 'AYH30', 'hybrid'), ('TOYOTA', 'AHR20', 'hybrid'), ('TOYOTA', 'AVV50', 'hybrid'),
  ('TOYOTA', 'AXVH70', 'hybrid'), ('TOYOTA', 'AWS210', 'hybrid'), ('TOYOTA', 'AZSH20', 'hybrid'), ('TOYOTA', 'AVU65', 'hybrid'), ('TOYOTA', 'AXUH80', 'hybrid'), ('TOYOTA', 'AXAH52', 'hybrid'),
  ('TOYOTA', 'AXAH54', 'hybrid'), ('TOYOTA', 'GYL10', 'hybrid'), ('TOYOTA', 'GYL15', 'hybrid'), ('TOYOTA', 'GYL25', 'hybrid'), ('TOYOTA', 'GWS191', 'hybrid'), ('TOYOTA', 'GVF50', 'hybrid'),
  ('TOYOTA', 'ZWA10', 'hybrid'), ('TOYOTA', 'AYZ10', 'hybrid'), ('TOYOTA', 'AYZ15', 'hybrid'), ('TOYOTA', 'AVE30', 'hybrid'), ('TOYOTA', 'AVC10', 'hybrid'), ('TOYOTA', 'AWL10', 'hybrid'),
  ('TOYOTA', 'MZAH10', 'hybrid'), ('TOYOTA', 'YEAM15', 'electric'), ('TOYOTA', 'XEAM10', 'electric'), ('TOYOTA', 'KMA10', 'electric'), ('LEXUS', 'NHW10', 'hybrid'), ('LEXUS', 'NHW20', 'hybrid'),
  ('LEXUS', 'ZVW30', 'hybrid'), ('LEXUS', 'ZVW35', 'plugin_hybrid'), ('LEXUS', 'ZVW40', 'hybrid'), ('LEXUS', 'ZVW41', 'hybrid'), ('LEXUS', 'ZVW50', 'hybrid'), ('LEXUS', 'ZVW51', 'hybrid'),
  ('LEXUS', 'ZVW55', 'hybrid'), ('LEXUS', 'ZVW52', 'plugin_hybrid'), ('LEXUS', 'NHP10', 'hybrid'), ('LEXUS', 'MXPK10', 'hybrid'), ('LEXUS', 'MXPK11', 'hybrid'), ('LEXUS', 'MXPK15', 'hybrid'),
  ('LEXUS', 'MXPK16', 'hybrid'), ('LEXUS', 'MXPJ10', 'hybrid'), ('LEXUS', 'MXPJ15', 'hybrid'), ('LEXUS', 'MXPH10', 'hybrid'), ('LEXUS', 'MXPH15', 'hybrid'), ('LEXUS', 'NKE165', 'hybrid'),
  ('LEXUS', 'NHP170', 'hybrid'), ('LEXUS', 'ZWE211', 'hybrid'), ('LEXUS', 'ZWR80', 'hybrid'), ('LEXUS', 'ZYX10', 'hybrid'), ('LEXUS', 'ZYX11', 'hybrid'), ('LEXUS', 'ATH10', 'hybrid'),
  ('LEXUS', 'ATH20', 'hybrid'), ('LEXUS', 'AYH30', 'hybrid'), ('LEXUS', 'AHR20', 'hybrid'), ('LEXUS', 'AVV50', 'hybrid'), ('LEXUS', 'AXVH70', 'hybrid'), ('LEXUS', 'AWS210', 'hybrid'),
  ('LEXUS', 'AZSH20', 'hybrid'), ('LEXUS', 'AVU65', 'hybrid'), ('LEXUS', 'AXUH80', 'hybrid'), ('LEXUS', 'AXAH52', 'hybrid'), ('LEXUS', 'AXAH54', 'hybrid'), ('LEXUS', 'GYL10', 'hybrid'),
  ('LEXUS', 'GYL15', 'hybrid'), ('LEXUS', 'GYL25', 'hybrid'), ('LEXUS', 'GWS191', 'hybrid'), ('LEXUS', 'GVF50', 'hybrid'), ('LEXUS', 'ZWA10', 'hybrid'), ('LEXUS', 'AYZ10', 'hybrid'),
  ('LEXUS', 'AYZ15', 'hybrid'), ('LEXUS', 'AVE30', 'hybrid'), ('LEXUS', 'AVC10', 'hybrid'), ('LEXUS', 'AWL10', 'hybrid'), ('LEXUS', 'MZAH10', 'hybrid'), ('LEXUS', 'YEAM15', 'electric'),
  ('LEXUS', 'XEAM10', 'electric'), ('LEXUS', 'KMA10', 'electric'), ('HONDA', 'GP1', 'hybrid'), ('HONDA', 'GP2', 'hybrid'), ('HONDA', 'GP3', 'hybrid'), ('HONDA', 'GP4', 'hybrid'),
  ('HONDA', 'GP5', 'hybrid'), ('HONDA', 'GP6', 'hybrid'), ('HONDA', 'GP7', 'hybrid'), ('HONDA', 'GP8', 'hybrid'), ('HONDA', 'GR3', 'hybrid'), ('HONDA', 'GR4', 'hybrid'),
  ('HONDA', 'GB7', 'hybrid'), ('HONDA', 'GB8', 'hybrid'), ('HONDA', 'RU3', 'hybrid'), ('HONDA', 'RU4', 'hybrid'), ('HONDA', 'RV5', 'hybrid'), ('HONDA', 'RV6', 'hybrid'),
  ('HONDA', 'ZE2', 'hybrid'), ('HONDA', 'ZE3', 'hybrid'), ('HONDA', 'ZE4', 'hybrid'), ('HONDA', 'ZF1', 'hybrid'), ('HONDA', 'ZF2', 'hybrid'), ('HONDA', 'RC4', 'hybrid'),
  ('HONDA', 'RP5', 'hybrid'), ('HONDA', 'RT5', 'hybrid'), ('HONDA', 'RT6', 'hybrid'), ('HONDA', 'CR6', 'hybrid'), ('HONDA', 'CV3', 'hybrid'), ('HONDA', 'ZC7', 'electric'),
  ('NISSAN', 'ZE0', 'electric'), ('NISSAN', 'AZE0', 'electric'), ('NISSAN', 'ZE1', 'electric'), ('NISSAN', 'FE0', 'electric'), ('NISSAN', 'B6AW', 'electric'), ('NISSAN', 'HE12', 'hybrid'),
  ('NISSAN', 'E13', 'hybrid'), ('NISSAN', 'SNE13', 'hybrid'), ('NISSAN', 'HFC27', 'hybrid'), ('NISSAN', 'HNT32', 'hybrid'), ('NISSAN', 'HV37', 'hybrid'), ('NISSAN', 'HY51', 'hybrid'),
  ('MITSUBISHI', 'GG2W', 'plugin_hybrid'), ('MITSUBISHI', 'GG3W', 'plugin_hybrid'), ('MITSUBISHI', 'GN0W', 'plugin_hybrid'), ('MITSUBISHI', 'GL3W', 'plugin_hybrid'), ('MITSUBISHI', 'HA3W', 'electric'), ('MITSUBISHI', 'HA4W', 'electric'),
  ('MITSUBISHI', 'B5AW', 'electric'), ('MITSUBISHI', 'MB36S', 'mild_hybrid'), ('MITSUBISHI', 'MB37S', 'mild_hybrid'), ('SUZUKI', 'MA36S', 'mild_hybrid'), ('SUZUKI', 'MA37S', 'mild_hybrid'), ('SUZUKI', 'MH55S', 'mild_hybrid'),
  ('SUZUKI', 'MK53S', 'mild_hybrid'), ('SUZUKI', 'MR52S', 'mild_hybrid'), ('SUZUKI', 'HA37S', 'mild_hybrid'), ('SUZUKI', 'MA46S', 'hybrid'), ('MAZDA', 'MJ55S', 'mild_hybrid'), ('SUBARU', 'GPE', 'hybrid'),
  ('SUBARU', 'GTE', 'hybrid'), ('SUBARU', 'SKE', 'hybrid'), ('DAIHATSU', 'A202S', 'hybrid');--> statement-breakpoint
UPDATE lots l SET fuel = cf.fuel
  FROM makers m, chassis_fuel cf
  WHERE l.fuel IS NULL AND m.id = l.maker_id
    AND cf.maker_key = upper(regexp_replace(m.name, '[^A-Za-z0-9]+', '', 'g'))
    AND cf.code = upper(split_part(trim(l.chassis_code), '-', 1));--> statement-breakpoint
UPDATE lots l SET fuel = cf.fuel
  FROM makers m, chassis_fuel cf
  WHERE l.fuel IS NULL AND m.id = l.maker_id
    AND upper(split_part(trim(l.chassis_code), '-', 1)) ~ '^[A-Z0-9]*[0-9][A-Z]$'
    AND cf.maker_key = upper(regexp_replace(m.name, '[^A-Za-z0-9]+', '', 'g'))
    AND cf.code = left(upper(split_part(trim(l.chassis_code), '-', 1)), -1);--> statement-breakpoint
DROP TABLE chassis_fuel;
