#lang racket
