/*M!999999\- enable the sandbox mode */ 
-- MariaDB dump 10.19  Distrib 10.11.19-MariaDB, for debian-linux-gnu (x86_64)
--
-- Host: localhost    Database: shop
-- ------------------------------------------------------
/*!40101 SET @OLD_CHARACTER_SET_CLIENT=@@CHARACTER_SET_CLIENT */;
DROP TABLE IF EXISTS `orders`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `orders` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `paid` tinyint(1) NOT NULL DEFAULT 0 COMMENT 'paid, it''s true',
  `amount` decimal(12,2) DEFAULT NULL,
  `big` decimal(65,30) DEFAULT NULL,
  `created` datetime(6) NOT NULL DEFAULT current_timestamp(6),
  `updated` timestamp NULL DEFAULT NULL ON UPDATE current_timestamp(),
  `doc` longtext CHARACTER SET utf8mb4 COLLATE utf8mb4_bin DEFAULT NULL CHECK (json_valid(`doc`)),
  `state` enum('new','paid') DEFAULT 'new',
  `tags` set('a','b') DEFAULT NULL,
  `flags` bit(10) DEFAULT NULL,
  `y` year(4) DEFAULT NULL,
  `pos` point DEFAULT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `uk` (`paid`,`created`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci COMMENT='the orders';
CREATE TABLE `log` (
  `msg` varchar(200) NOT NULL
) ENGINE=InnoDB;
DELIMITER ;;
/*!50003 CREATE*/ /*!50017 DEFINER=`root`@`localhost`*/ /*!50003 TRIGGER t BEFORE INSERT ON orders FOR EACH ROW BEGIN SET NEW.paid = 0; END */;;
DELIMITER ;
