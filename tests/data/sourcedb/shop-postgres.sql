--
-- PostgreSQL database dump
--

-- Dumped from database version 15.14 (Debian 15.14-0+deb12u1)
-- Dumped by pg_dump version 15.14 (Debian 15.14-0+deb12u1)

SET statement_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);

CREATE FUNCTION public.touch() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  NEW.note := 'a; b';
  RETURN NEW;
END;
$$;

SET default_tablespace = '';

--
-- Name: orders; Type: TABLE; Schema: public; Owner: shop
--

CREATE TABLE public.orders (
    id bigint NOT NULL,
    code character varying(20) NOT NULL,
    amount numeric(12,2),
    created timestamp(3) with time zone DEFAULT now() NOT NULL,
    tags text[],
    note text COLLATE pg_catalog."C"
);


ALTER TABLE public.orders OWNER TO shop;

COMMENT ON TABLE public.orders IS 'the orders';

COMMENT ON COLUMN public.orders.amount IS 'in cents; it''s money';

CREATE SEQUENCE public.orders_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

CREATE TABLE public."Audit Log" (
    at timestamp without time zone,
    what jsonb
);

CREATE VIEW public.paid AS
 SELECT orders.id
   FROM public.orders;

ALTER TABLE ONLY public.orders ALTER COLUMN id SET DEFAULT nextval('public.orders_id_seq'::regclass);

ALTER TABLE ONLY public.orders
    ADD CONSTRAINT orders_pkey PRIMARY KEY (id);

CREATE UNIQUE INDEX orders_code_idx ON public.orders USING btree (code);

CREATE INDEX orders_created_idx ON public.orders USING btree (created);

--
-- PostgreSQL database dump complete
--
