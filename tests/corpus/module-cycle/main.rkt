#lang racket
(displayln "start")
(require "a.rkt")
from-a
