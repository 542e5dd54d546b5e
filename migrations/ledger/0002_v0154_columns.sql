-- Interface 0.154 adds high-volume pricing to every transaction; older rows read as false / 0.
ALTER TABLE transaction ADD COLUMN high_volume boolean;
ALTER TABLE transaction ADD COLUMN high_volume_pricing_multiplier bigint;
ALTER TABLE transaction ADD COLUMN congestion_pricing_multiplier bigint;
